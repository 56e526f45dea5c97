/** Where the identity provider is: still finding out, nobody signed in, or a user signed in. */
type IdentityStatus = "loading" | "signed-out" | "signed-in"

/** The signed-in user as the store sees them, whichever provider signed them in. */
export type IdentityUser = {
  id: string
  email: string
  firstName: string | null
  lastName: string | null
  twoFactorEnabled: boolean
}

/** What the provider reports: its status and, when signed in, the user. */
export type IdentitySnapshot = { status: IdentityStatus; user: IdentityUser | null }

/** Second factors a sign-in may ask for. */
export type SecondFactor = "totp" | "sms" | "backup_code"

/** The outcome of a sign-in step: done, waiting for the code mailed to the address (local provider), or for a second factor. */
export type SignInResult =
  | { status: "complete" }
  | { status: "needs_email_verification" }
  | { status: "needs_second_factor"; secondFactors: SecondFactor[] }

/** Sign-up details (names optional, at most 256 characters). */
export type SignUpInput = { email: string; password: string; firstName?: string; lastName?: string }

/**
 * One interface for every identity provider (Clerk in production, the local /idp provider by default, an
 * in-memory fake in tests). The store exchanges `getToken({ template: "store" })` at GET /store/user/login.
 */
export interface IdentityProvider {
  /** Which implementation this is. */
  readonly kind: "clerk" | "local" | "fake"
  /** The current status and user. */
  getSnapshot(): IdentitySnapshot
  /** Calls `listener` whenever the snapshot changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  /** Email and password; may ask for a second factor. Rejects with an {@link IdentityError}. */
  signIn(input: { email: string; password: string }): Promise<SignInResult>
  /** Creates an account and signs it in (once the address is verified, for the local provider). Rejects with an {@link IdentityError}. */
  signUp(input: SignUpInput): Promise<SignInResult>
  /**
   * Proves the address with the 6-digit code mailed at sign-up (providers whose sign-up answers
   * `needs_email_verification`; Clerk's own widgets verify addresses themselves). Rejects with `invalid_code`.
   */
  verifyEmail?(code: string): Promise<SignInResult>
  /** Mails a new sign-up code (the previous one stops working). */
  resendEmailCode?(): Promise<void>
  /** Completes a sign-in with a TOTP code, SMS code or backup code. */
  secondFactor(code: string): Promise<SignInResult>
  /** Signs out of the provider. */
  signOut(): Promise<void>
  /** A short-lived token for the named template, or null when signed out. */
  getToken(options: { template: string }): Promise<string | null>
  /**
   * Deletes the signed-in user's identity at the provider (and so their provider session). The store's own
   * account is deleted separately (DELETE /store/user/delete/), first: see src/features/account.
   */
  deleteAccount(): Promise<void>
}

/** Error kinds the identity forms translate into the page's language. */
export type IdentityErrorCode =
  | "invalid_credentials"
  | "invalid_code"
  | "email_taken"
  | "invalid_input"
  | "not_signed_in"
  | "verification_required"
  | "network"
  | "rate_limited"
  | "unknown"

/** A failed identity call: `code` for the forms, `message` from the provider (English), `field` when known. */
export class IdentityError extends Error {
  constructor(
    readonly code: IdentityErrorCode,
    message: string,
    readonly field?: string,
    /** For `rate_limited`: seconds to wait, from the answer's Retry-After (undefined when it had none). */
    readonly retryAfterSeconds?: number
  ) {
    super(message)
    this.name = "IdentityError"
  }
}
