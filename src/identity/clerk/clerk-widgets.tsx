import { SignIn, SignUp, UserProfile } from "@clerk/react"

/** Clerk's sign-in widget (hash routing: it lives inside the storefront's /login page). */
export function ClerkSignIn() {
  return <SignIn routing="hash" />
}

/** Clerk's sign-up widget. */
export function ClerkSignUp() {
  return <SignUp routing="hash" />
}

/**
 * Clerk's own "Delete account" section would delete only the Clerk user and leave the store customer behind
 * (bound to a subject that no longer exists): hidden. The account page's section deletes both.
 */
const PROFILE_APPEARANCE = { elements: { profileSection__danger: { display: "none" } } }

/** Clerk's user profile widget (names, image, two-step verification; deletion is the account page's). */
export function ClerkUserProfile() {
  return <UserProfile routing="hash" appearance={PROFILE_APPEARANCE} />
}
