import { createIdentityStore } from "../../src/identity/identity-store"
import { IdentityError, type IdentityProvider, type IdentityUser, type SignInResult } from "../../src/identity/types"

/** A user the fake provider knows: password, and a second-factor code when two-step verification is on. */
export type FakeAccount = { email: string; password: string; firstName?: string; lastName?: string; secondFactorCode?: string }

/** The in-memory fake: the interface plus what tests need to inspect and steer it. */
export type FakeIdentity = IdentityProvider & {
  /** Every call made, in order (`"signIn"`, `"getToken:store"`, `"signOut"`, ...). */
  readonly calls: string[]
  /** Signs `email` in directly (no form), or signs out with null. */
  setSignedIn(email: string | null): void
  /** Makes the next getToken answer null (as a provider without a session would). */
  failNextToken(): void
}

/**
 * An in-memory {@link IdentityProvider} for view and machine tests: no network, deterministic tokens
 * (`fake-token:<template>:<email>`). Starts signed out unless `signedInAs` is given; `loading` starts it still
 * finding out (as a real provider on page load) until `setSignedIn` is called.
 */
export function createFakeIdentity(options: { accounts?: FakeAccount[]; signedInAs?: string; loading?: boolean } = {}): FakeIdentity {
  const accounts = new Map((options.accounts ?? []).map((a) => [a.email.toLowerCase(), { ...a }]))
  const store = createIdentityStore({ status: options.loading ? "loading" : "signed-out", user: null })
  const calls: string[] = []
  let pending: FakeAccount | undefined
  let tokenFails = false

  const userOf = (a: FakeAccount): IdentityUser => ({
    id: `fake_${a.email}`,
    email: a.email,
    firstName: a.firstName ?? null,
    lastName: a.lastName ?? null,
    twoFactorEnabled: !!a.secondFactorCode,
  })
  const complete = (a: FakeAccount): SignInResult => {
    store.set({ status: "signed-in", user: userOf(a) })
    pending = undefined
    return { status: "complete" }
  }
  const setSignedIn = (email: string | null) => {
    const account = email ? accounts.get(email.toLowerCase()) ?? { email, password: "" } : undefined
    if (account) complete(account)
    else store.set({ status: "signed-out", user: null })
  }
  if (options.signedInAs) setSignedIn(options.signedInAs)

  return {
    kind: "fake",
    calls,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    setSignedIn,
    failNextToken: () => void (tokenFails = true),
    async signIn({ email, password }) {
      calls.push("signIn")
      const account = accounts.get(email.toLowerCase())
      if (!account || account.password !== password) throw new IdentityError("invalid_credentials", "The email address or password is not correct")
      if (account.secondFactorCode) {
        pending = account
        return { status: "needs_second_factor", secondFactors: ["totp", "backup_code"] }
      }
      return complete(account)
    },
    async signUp(input) {
      calls.push("signUp")
      if (accounts.has(input.email.toLowerCase())) throw new IdentityError("email_taken", "An account with this email address already exists", "email")
      const account = { email: input.email, password: input.password, firstName: input.firstName, lastName: input.lastName }
      accounts.set(input.email.toLowerCase(), account)
      return complete(account)
    },
    async secondFactor(code) {
      calls.push("secondFactor")
      if (!pending) throw new IdentityError("not_signed_in", "Sign in first")
      if (code !== pending.secondFactorCode) throw new IdentityError("invalid_code", "The verification code is not correct")
      return complete(pending)
    },
    async signOut() {
      calls.push("signOut")
      store.set({ status: "signed-out", user: null })
    },
    async deleteAccount() {
      calls.push("deleteAccount")
      const { user } = store.getSnapshot()
      if (!user) throw new IdentityError("not_signed_in", "Sign in first")
      accounts.delete(user.email.toLowerCase())
      store.set({ status: "signed-out", user: null })
    },
    async getToken({ template }) {
      calls.push(`getToken:${template}`)
      const { user } = store.getSnapshot()
      if (tokenFails || !user) {
        tokenFails = false
        return null
      }
      return `fake-token:${template}:${user.email}`
    },
  }
}
