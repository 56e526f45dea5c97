/**
 * Errors of the store's rules, thrown by services, domain and identity code. Each carries the message the person
 * reads; only the HTTP layer (`api/http`) decides which status and error type answers it.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: "invalid" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "too_large"
}

/** What was sent breaks a rule of its shape or value. */
export class InvalidError extends DomainError {
  readonly kind = "invalid"
  override name = "InvalidError"
}

/** Nobody is signed in, or the proof of who it is does not hold. */
export class UnauthenticatedError extends DomainError {
  readonly kind = "unauthenticated"
  override name = "UnauthenticatedError"
  constructor(message = "Sign in to continue") {
    super(message)
  }
}

/** The signed-in person may not do this. */
export class ForbiddenError extends DomainError {
  readonly kind = "forbidden"
  override name = "ForbiddenError"
}

/** The thing asked for does not exist, or is not the asker's to see; the message is "<what> was not found" unless told. */
export class NotFoundError extends DomainError {
  readonly kind = "not_found"
  override name = "NotFoundError"
  constructor(what: string, message = `${what} was not found`) {
    super(message)
  }
}

/** The thing is not in a state that allows this (already decided, taken, in use). */
export class ConflictError extends DomainError {
  readonly kind = "conflict"
  override name = "ConflictError"
}

/** What was sent is larger than the rule allows. */
export class TooLargeError extends DomainError {
  readonly kind = "too_large"
  override name = "TooLargeError"
}
