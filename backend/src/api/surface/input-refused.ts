/** A refusal of the request's form, answered as `{ type, message }` with `status`. */
export class InputRefused extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string
  ) {
    super(message)
  }
}
