import { SignIn, SignUp, UserProfile } from "@clerk/clerk-react"

/** Clerk's sign-in widget (hash routing: it lives inside the storefront's /login page). */
export function ClerkSignIn() {
  return <SignIn routing="hash" />
}

/** Clerk's sign-up widget. */
export function ClerkSignUp() {
  return <SignUp routing="hash" />
}

/** Clerk's user profile widget (names, image, two-step verification, account deletion). */
export function ClerkUserProfile() {
  return <UserProfile routing="hash" />
}
