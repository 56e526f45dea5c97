import { lazy, Suspense } from "react"
import { useIdentity } from "./identity-context"
import { LocalSignIn } from "./local/local-sign-in"
import { LocalSignUp } from "./local/local-sign-up"
import { LocalUserProfile, type ProfilePart } from "./local/local-user-profile"

const ClerkSignIn = lazy(() => import("./clerk/clerk-widgets").then((m) => ({ default: m.ClerkSignIn })))
const ClerkSignUp = lazy(() => import("./clerk/clerk-widgets").then((m) => ({ default: m.ClerkSignUp })))
const ClerkUserProfile = lazy(() => import("./clerk/clerk-widgets").then((m) => ({ default: m.ClerkUserProfile })))

/** The sign-in widget of the provider in use (Clerk's, or the local form, its email filled in with `initialEmail`). */
export function SignInWidget({ onSignedIn, initialEmail }: { onSignedIn?: () => void; initialEmail?: string }) {
  if (useIdentity().kind === "clerk") {
    return (
      <Suspense fallback={null}>
        <ClerkSignIn />
      </Suspense>
    )
  }
  return <LocalSignIn onSignedIn={onSignedIn} initialEmail={initialEmail} />
}

/** The sign-up widget of the provider in use (the local form's email filled in with `initialEmail`). */
export function SignUpWidget({ onSignedUp, initialEmail }: { onSignedUp?: () => void; initialEmail?: string }) {
  if (useIdentity().kind === "clerk") {
    return (
      <Suspense fallback={null}>
        <ClerkSignUp />
      </Suspense>
    )
  }
  return <LocalSignUp onSignedUp={onSignedUp} initialEmail={initialEmail} />
}

/**
 * The user-profile widget of the provider in use (the fake provider used in tests has none), whole or one part of
 * it (`part`). Without account
 * deletion: the account page has the one section that deletes the store account and the identity together.
 */
export function UserProfileWidget({ part = "all" }: { part?: ProfilePart }) {
  const { kind } = useIdentity()
  // Clerk's profile is one widget (security inside it): it is shown whole, on the profile part.
  if (kind === "clerk") {
    if (part === "security") return null
    return (
      <Suspense fallback={null}>
        <ClerkUserProfile />
      </Suspense>
    )
  }
  return kind === "local" ? <LocalUserProfile part={part} /> : null
}
