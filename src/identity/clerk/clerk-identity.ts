import { createIdentityStore } from "../identity-store"
import { IdentityError, type IdentityProvider, type SecondFactor, type SignInResult, type SignUpInput } from "../types"

/** Clerk's names of the second factors the adapter answers with a code. */
type SecondFactorStrategy = "totp" | "phone_code" | "backup_code"

/** The parts of Clerk's sign-in resource the adapter uses. */
type ClerkSignInLike = {
  status: string | null
  createdSessionId: string | null
  supportedSecondFactors?: { strategy: string }[] | null
  prepareSecondFactor(params: { strategy: "phone_code" }): Promise<unknown>
  attemptSecondFactor(params: { strategy: SecondFactorStrategy; code: string }): Promise<ClerkSignInLike>
}

/** The parts of the Clerk object (`useClerk()`) the adapter uses. */
export type ClerkLike = {
  session?: { getToken(options: { template: string }): Promise<string | null> } | null
  client?: {
    signIn: { create(params: { identifier: string; password: string }): Promise<ClerkSignInLike> }
    signUp: {
      create(params: { emailAddress: string; password: string; firstName?: string; lastName?: string }): Promise<{ status: string | null; createdSessionId: string | null }>
    }
  }
  /** The signed-in user (Clerk's `clerk.user`); `delete()` removes the Clerk account. */
  user?: { delete(): Promise<void> } | null
  setActive(params: { session: string | null }): Promise<void>
  signOut(): Promise<void>
}

/** The parts of Clerk's user (`useUser().user`) the adapter reads. */
type ClerkUserLike = {
  id: string
  primaryEmailAddress?: { emailAddress: string } | null
  firstName: string | null
  lastName: string | null
  twoFactorEnabled: boolean
}

/** The Clerk adapter: {@link IdentityProvider} plus `update`, fed by the React bridge from Clerk's hooks. */
export type ClerkIdentity = IdentityProvider & { update(isLoaded: boolean, user: ClerkUserLike | null | undefined): void }

const STRATEGY: Record<string, SecondFactor> = { totp: "totp", phone_code: "sms", backup_code: "backup_code" }

function clerkFailure(err: unknown, fallback: IdentityError["code"]): IdentityError {
  const first = (err as { errors?: { code?: string; message?: string }[] })?.errors?.[0]
  if (first?.code === "form_identifier_exists") return new IdentityError("email_taken", first.message ?? "Email taken", "email")
  return new IdentityError(fallback, first?.message ?? (err instanceof Error ? err.message : "Clerk refused the request"))
}

/**
 * Builds the Clerk adapter. `template` is the Clerk JWT template that stands for the store's logical "store"
 * template (VITE_CLERK_JWT_TEMPLATE, default "store").
 */
export function createClerkIdentity(getClerk: () => ClerkLike, template = "store"): ClerkIdentity {
  const store = createIdentityStore()
  let pending: ClerkSignInLike | undefined

  async function finish(resource: { status: string | null; createdSessionId: string | null }): Promise<SignInResult> {
    if (resource.status === "complete") {
      await getClerk().setActive({ session: resource.createdSessionId })
      pending = undefined
      return { status: "complete" }
    }
    if (resource.status === "needs_second_factor") {
      pending = resource as ClerkSignInLike
      const factors = (pending.supportedSecondFactors ?? []).map((f) => STRATEGY[f.strategy]).filter(Boolean)
      if (factors.includes("sms") && !factors.includes("totp")) await pending.prepareSecondFactor({ strategy: "phone_code" })
      return { status: "needs_second_factor", secondFactors: factors }
    }
    throw new IdentityError("verification_required", `Clerk needs another step: ${resource.status}`)
  }

  return {
    kind: "clerk",
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    update(isLoaded, user) {
      if (!isLoaded) return store.set({ status: "loading", user: null })
      if (!user) return store.set({ status: "signed-out", user: null })
      store.set({
        status: "signed-in",
        user: {
          id: user.id,
          email: user.primaryEmailAddress?.emailAddress ?? "",
          firstName: user.firstName,
          lastName: user.lastName,
          twoFactorEnabled: user.twoFactorEnabled,
        },
      })
    },
    async signIn({ email, password }) {
      const signIn = getClerk().client?.signIn
      if (!signIn) throw new IdentityError("network", "Clerk is not loaded")
      return finish(await signIn.create({ identifier: email, password }).catch((err) => Promise.reject(clerkFailure(err, "invalid_credentials"))))
    },
    async signUp(input: SignUpInput) {
      const signUp = getClerk().client?.signUp
      if (!signUp) throw new IdentityError("network", "Clerk is not loaded")
      const params = { emailAddress: input.email, password: input.password, firstName: input.firstName || undefined, lastName: input.lastName || undefined }
      return finish(await signUp.create(params).catch((err) => Promise.reject(clerkFailure(err, "invalid_input"))))
    },
    async secondFactor(code) {
      if (!pending) throw new IdentityError("not_signed_in", "Sign in with your email and password first")
      const factors = (pending.supportedSecondFactors ?? []).map((f) => f.strategy)
      const strategy: SecondFactorStrategy = /^\d{6}$/.test(code) ? (factors.includes("totp") ? "totp" : "phone_code") : "backup_code"
      return finish(await pending.attemptSecondFactor({ strategy, code }).catch((err) => Promise.reject(clerkFailure(err, "invalid_code"))))
    },
    async signOut() {
      await getClerk().signOut()
      store.set({ status: "signed-out", user: null })
    },
    async deleteAccount() {
      const user = getClerk().user
      if (!user) throw new IdentityError("not_signed_in", "No Clerk user is signed in")
      await user.delete().catch((err) => Promise.reject(clerkFailure(err, "unknown")))
      store.set({ status: "signed-out", user: null })
    },
    async getToken(options) {
      const session = getClerk().session
      if (!session) return null
      return session.getToken({ template: options.template === "store" ? template : options.template })
    },
  }
}
