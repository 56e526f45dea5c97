/** Error thrown by container callbacks whose machine or API client is not connected yet. */
export class NotWiredError extends Error {
  constructor(what: string) {
    super(`${what} is not connected yet`)
    this.name = "NotWiredError"
  }
}

/** A callback placeholder that fails with NotWiredError (the screen shows its friendly error). */
export function notWired(what: string): () => Promise<never> {
  return () => Promise.reject(new NotWiredError(what))
}
