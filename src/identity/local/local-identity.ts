import { pageLocale } from "../../lib/locale"
import { DELETE_CONFIRMATION_PHRASE } from "../identity-rules"
import { createIdentityStore } from "../identity-store"
import type { IdentityProvider, IdentityUser, SecondFactor, SignInResult, SignUpInput } from "../types"
import { createIdpClient, type IdpClient } from "./idp-client"

/** The local provider's user as /idp answers it. */
export type IdpUser = {
  id: string
  email: string
  first_name?: string | null
  last_name?: string | null
  two_factor_enabled: boolean
  totp_enabled?: boolean
  sms_phone?: string | null
  backup_codes_remaining?: number
  profile_image_url?: string | null
  email_verified?: boolean
}

/** The local adapter: the interface plus the profile calls the local widgets need. */
export type LocalIdentity = IdentityProvider & {
  readonly client: IdpClient
  /** Re-reads the signed-in user (GET /idp/me). */
  refresh(): Promise<IdpUser | null>
  /**
   * The signed-in user as /idp last answered it: the one owner of their profile and two-step status, which the
   * identity snapshot is derived from. Profile widgets read it with {@link useLocalUser}.
   */
  currentUser(): IdpUser | null
  subscribeUser(listener: () => void): () => void
  /** Takes the user /idp answered after a change (enrolment, turning a factor off, new names) as the current one. */
  apply(user: IdpUser): void
  /** Mails a password-reset link to the address (the provider answers the same whether or not an account exists). */
  requestPasswordReset(email: string): Promise<void>
  /** Sets a new password with the mailed reset token (single use); every session of the user ends. */
  confirmPasswordReset(token: string, password: string): Promise<void>
  /** The signed-in user changes the password (the current one required); their other sessions end. */
  changePassword(currentPassword: string, password: string): Promise<void>
}

function toUser(user: IdpUser): IdentityUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name ?? null,
    lastName: user.last_name ?? null,
    twoFactorEnabled: user.two_factor_enabled,
  }
}

type SignInAnswer = { status: "complete" | "needs_email_verification" | "needs_second_factor"; second_factors?: SecondFactor[] }

/**
 * The local identity provider adapter: talks to the backend's /idp with its httpOnly session cookie
 * (fetch with credentials). Starts `loading` and finds out whether a session exists.
 */
export function createLocalIdentity(options: { backendUrl: string; fetch?: typeof fetch }): LocalIdentity {
  const client = createIdpClient(options.backendUrl, options.fetch)
  const store = createIdentityStore()
  let current: IdpUser | null = null
  const userListeners = new Set<() => void>()

  /** The one place the user changes: the identity snapshot follows, and so does every profile widget. */
  function setUser(user: IdpUser | null) {
    current = user
    store.set(user ? { status: "signed-in", user: toUser(user) } : { status: "signed-out", user: null })
    userListeners.forEach((listener) => listener())
  }

  async function refresh(): Promise<IdpUser | null> {
    try {
      const { user } = await client<{ user: IdpUser | null }>("GET", "/me")
      setUser(user)
    } catch {
      setUser(null)
    }
    return current
  }

  async function afterStep(answer: SignInAnswer): Promise<SignInResult> {
    if (answer.status === "needs_second_factor") return { status: "needs_second_factor", secondFactors: answer.second_factors ?? [] }
    if (answer.status === "needs_email_verification") return { status: "needs_email_verification" }
    await refresh()
    return { status: "complete" }
  }

  void refresh()

  return {
    kind: "local",
    client,
    refresh,
    currentUser: () => current,
    subscribeUser(listener) {
      userListeners.add(listener)
      return () => userListeners.delete(listener)
    },
    apply: setUser,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    async signIn({ email, password }) {
      return afterStep(await client<SignInAnswer>("POST", "/sign-in", { email, password }))
    },
    async signUp(input: SignUpInput) {
      // The page's language becomes the language of the mails the store sends this person.
      const answer = await client<SignInAnswer>("POST", "/sign-up", {
        email: input.email,
        password: input.password,
        first_name: input.firstName || undefined,
        last_name: input.lastName || undefined,
        locale: pageLocale(),
      })
      return afterStep(answer)
    },
    async verifyEmail(code) {
      return afterStep(await client<SignInAnswer>("POST", "/verify-email", { code }))
    },
    async resendEmailCode() {
      await client("POST", "/verify-email/resend")
    },
    async requestPasswordReset(email) {
      await client("POST", "/password-reset", { email })
    },
    async confirmPasswordReset(token, password) {
      await client("POST", "/password-reset/confirm", { token, password })
    },
    async changePassword(currentPassword, password) {
      await client("POST", "/password", { current_password: currentPassword, password })
    },
    async secondFactor(code) {
      return afterStep(await client<SignInAnswer>("POST", "/second-factor", { code }))
    },
    async signOut() {
      await client("POST", "/sign-out")
      setUser(null)
    },
    async deleteAccount() {
      // The customer confirmed in the store's own form; /idp wants its phrase verbatim.
      await client("DELETE", "/me", { confirmation: DELETE_CONFIRMATION_PHRASE })
      setUser(null)
    },
    async getToken({ template }) {
      if (store.getSnapshot().status !== "signed-in") return null
      try {
        return (await client<{ jwt: string }>("POST", "/tokens", { template })).jwt
      } catch {
        return null
      }
    },
  }
}
