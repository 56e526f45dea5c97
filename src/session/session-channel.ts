/** What one tab tells the others about the session of this browser. */
type SessionMessage = { type: "signed-out" } | { type: "signed-in"; customerId: string }

/** The tabs of one browser share one backend session: each tells the others when it signs in or out. */
export interface SessionChannel {
  post(message: SessionMessage): void
  /** Answers a function that stops listening. */
  listen(listener: (message: SessionMessage) => void): () => void
}

const CHANNEL_NAME = "clinic-store-session"

/** The channel over BroadcastChannel; where the browser has none, a channel that reaches no one. */
export function createSessionChannel(): SessionChannel {
  if (typeof BroadcastChannel === "undefined") return { post: () => undefined, listen: () => () => undefined }
  const channel = new BroadcastChannel(CHANNEL_NAME)
  return {
    post: (message) => channel.postMessage(message),
    listen: (listener) => {
      const receive = (event: MessageEvent<SessionMessage>) => listener(event.data)
      channel.addEventListener("message", receive)
      return () => channel.removeEventListener("message", receive)
    },
  }
}
