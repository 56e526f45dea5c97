import { useEffect, useSyncExternalStore } from "react"
import { useText } from "../../i18n/text"
import { useIdentity } from "../identity-context"
import type { IdpUser, LocalIdentity } from "./local-identity"
import { ChangePassword } from "./change-password"
import { ProfileDetails } from "./profile-details"
import { TwoStepSettings } from "./two-step-settings"

/** Which part of the profile a page shows: the names and picture, the password and two-step verification, or all. */
export type ProfilePart = "profile" | "security" | "all"


/** The signed-in local user, re-rendering whenever /idp answers anew (the adapter owns it). */
function useLocalUser(identity: LocalIdentity): IdpUser | null {
  return useSyncExternalStore(identity.subscribeUser, identity.currentUser, identity.currentUser)
}

/**
 * The local provider's profile widget: names, profile image, password change and two-step verification
 * (authenticator app, SMS, backup codes); `part` shows the names and picture alone, or the password and two-step
 * verification alone (the account area's Profile and Security pages). Account deletion is not here: the account page's one "Delete account" section deletes the store
 * account and then the identity (IdentityProvider.deleteAccount). Needs the local adapter ({@link createLocalIdentity}).
 */
export function LocalUserProfile({ part = "all" }: { part?: ProfilePart }) {
  const identity = useIdentity() as LocalIdentity
  const tr = useText()
  if (identity.kind !== "local") throw new Error("LocalUserProfile needs the local identity provider")
  const user = useLocalUser(identity)

  // Opening the profile re-reads the user: what another tab or an interrupted change left is what shows.
  useEffect(() => {
    void identity.refresh()
  }, [identity])
  const onChange = identity.apply

  if (!user)
    return (
      <p role="status" aria-busy="true">
        {tr("identity.profile.loading")}
      </p>
    )
  if (part === "profile")
    return (
      <div className="identity-profile">
        <ProfileDetails user={user} identity={identity} onChange={onChange} />
      </div>
    )
  if (part === "security")
    return (
      <section className="identity-profile" aria-labelledby="identity-security-title">
        <h2 id="identity-security-title">{tr("journey.account.signInSecurity")}</h2>
        <ChangePassword user={user} identity={identity} />
        <TwoStepSettings user={user} identity={identity} onChange={onChange} />
      </section>
    )
  return (
    <section className="identity-profile" aria-labelledby="identity-profile-title">
      <h2 id="identity-profile-title">{tr("identity.profile.title")}</h2>
      <ProfileDetails user={user} identity={identity} onChange={onChange} />
      <ChangePassword user={user} identity={identity} />
      <TwoStepSettings user={user} identity={identity} onChange={onChange} />
    </section>
  )
}
