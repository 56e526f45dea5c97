import type { IdpUser, LocalIdentity } from "./local-identity"

/** What each profile section gets: the user, the local adapter, and a way to show the updated user. */
export type ProfileSectionProps = { user: IdpUser; identity: LocalIdentity; onChange: (user: IdpUser) => void }
