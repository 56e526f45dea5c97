/** An error whose message is meant for the person who ran the command: printed as one line, no stack. */
export class StackError extends Error {
  constructor(message) {
    super(message)
    this.name = "StackError"
  }
}
