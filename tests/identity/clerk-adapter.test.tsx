import { daDK, esES } from "@clerk/localizations"
import { render, screen } from "@testing-library/react"
import type { ReactNode } from "react"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { createClerkIdentity, type ClerkLike } from "../../src/identity/clerk/clerk-identity"
import { useIdentity, useIdentitySnapshot } from "../../src/identity/identity-context"
import { IdentityRoot } from "../../src/identity/identity-root"
import { SignInWidget } from "../../src/identity/widgets"
import { LocaleProvider } from "../../src/i18n/locale-context"
import type { IdentityProvider } from "../../src/identity/types"

const clerk = vi.hoisted(() => ({
  providerProps: [] as Record<string, unknown>[],
  profileProps: [] as Record<string, unknown>[],
  session: { getToken: vi.fn(async (options: { template: string }) => `clerk-jwt:${options.template}`) },
  signOut: vi.fn(async () => {}),
  user: {
    id: "user_clerk",
    primaryEmailAddress: { emailAddress: "clerk@example.com" },
    firstName: "Cleo",
    lastName: "Clerk",
    twoFactorEnabled: true,
  } as unknown,
}))

vi.mock("@clerk/react", () => ({
  ClerkProvider: (props: { children: ReactNode } & Record<string, unknown>) => {
    clerk.providerProps.push(props)
    return <>{props.children}</>
  },
  useClerk: () => ({ session: clerk.session, signOut: clerk.signOut, setActive: vi.fn() }),
  useUser: () => ({ isLoaded: true, isSignedIn: !!clerk.user, user: clerk.user }),
  SignIn: () => <div>Clerk sign-in widget</div>,
  SignUp: () => <div>Clerk sign-up widget</div>,
  UserProfile: (props: { appearance?: unknown }) => {
    clerk.profileProps.push(props)
    return <div>Clerk profile widget</div>
  },
}))

let captured: IdentityProvider | undefined
function Probe() {
  captured = useIdentity()
  const { status, user } = useIdentitySnapshot()
  return <p>{`${captured.kind} ${status} ${user?.email ?? "-"} 2fa:${user?.twoFactorEnabled}`}</p>
}

beforeEach(() => {
  clerk.providerProps.length = 0
  captured = undefined
})

describe("Clerk adapter", () => {
  it("mounts Clerk lazily with the page's language and maps Clerk's user", async () => {
    render(
      <LocaleProvider locale="da">
        <IdentityRoot clerkPublishableKey="pk_test_example" clerkTemplate="clinic-store">
          <Probe />
          <SignInWidget />
        </IdentityRoot>
      </LocaleProvider>
    )
    expect(await screen.findByText("clerk signed-in clerk@example.com 2fa:true")).toBeInTheDocument()
    expect(await screen.findByText("Clerk sign-in widget")).toBeInTheDocument()
    expect(clerk.providerProps[0]).toMatchObject({ publishableKey: "pk_test_example", localization: daDK })
  })

  it("uses Spanish for es and English texts otherwise", async () => {
    render(
      <LocaleProvider locale="es">
        <IdentityRoot clerkPublishableKey="pk_test_example">
          <Probe />
        </IdentityRoot>
      </LocaleProvider>
    )
    await screen.findByText(/clerk signed-in/)
    expect(clerk.providerProps[0].localization).toBe(esES)
  })

  it("asks Clerk for the configured JWT template and signs out of Clerk", async () => {
    render(
      <IdentityRoot clerkPublishableKey="pk_test_example" clerkTemplate="clinic-store">
        <Probe />
      </IdentityRoot>
    )
    await screen.findByText(/clerk signed-in/)
    expect(await captured!.getToken({ template: "store" })).toBe("clerk-jwt:clinic-store")
    await captured!.signOut()
    expect(clerk.signOut).toHaveBeenCalled()
  })

  it("is never mounted without a publishable key: the local provider serves instead", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 401 }))
    render(
      <IdentityRoot clerkPublishableKey="" backendUrl="http://backend.test">
        <Probe />
      </IdentityRoot>
    )
    expect(await screen.findByText("local signed-out - 2fa:undefined")).toBeInTheDocument()
    expect(clerk.providerProps).toHaveLength(0)
    expect(fetch).toHaveBeenCalledWith("http://backend.test/idp/me", expect.objectContaining({ credentials: "include" }))
  })

  it("completes a Clerk sign-in that needs a TOTP code", async () => {
    const setActive = vi.fn(async () => {})
    const attemptSecondFactor = vi.fn(async () => ({ status: "complete", createdSessionId: "sess_1" }))
    const fake = {
      setActive,
      signOut: vi.fn(),
      client: {
        signIn: {
          create: vi.fn(async () => ({
            status: "needs_second_factor",
            createdSessionId: null,
            supportedSecondFactors: [{ strategy: "totp" }, { strategy: "backup_code" }],
            prepareSecondFactor: vi.fn(),
            attemptSecondFactor,
          })),
        },
        signUp: { create: vi.fn() },
      },
    } as unknown as ClerkLike
    const identity = createClerkIdentity(() => fake)
    expect(await identity.signIn({ email: "a@example.com", password: "pw" })).toEqual({ status: "needs_second_factor", secondFactors: ["totp", "backup_code"] })
    expect(await identity.secondFactor("123456")).toEqual({ status: "complete" })
    expect(attemptSecondFactor).toHaveBeenCalledWith({ strategy: "totp", code: "123456" })
    expect(setActive).toHaveBeenCalledWith({ session: "sess_1" })
  })

  it("deletes the Clerk user (then signed out), and hides Clerk's own delete section in its profile widget", async () => {
    const remove = vi.fn(async () => {})
    const identity = createClerkIdentity(() => ({ user: { delete: remove }, signOut: vi.fn(), setActive: vi.fn() }) as unknown as ClerkLike)
    identity.update(true, { id: "user_1", primaryEmailAddress: { emailAddress: "a@example.com" }, firstName: null, lastName: null, twoFactorEnabled: false })
    await identity.deleteAccount()
    expect(remove).toHaveBeenCalledOnce()
    expect(identity.getSnapshot().status).toBe("signed-out")
    const none = createClerkIdentity(() => ({ user: null }) as unknown as ClerkLike)
    await expect(none.deleteAccount()).rejects.toMatchObject({ code: "not_signed_in" })

    const { ClerkUserProfile } = await import("../../src/identity/clerk/clerk-widgets")
    render(<ClerkUserProfile />)
    expect(clerk.profileProps.at(-1)).toMatchObject({ appearance: { elements: { profileSection__danger: { display: "none" } } } })
  })
})
