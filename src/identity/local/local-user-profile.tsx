import { useCallback, useEffect, useState } from "react"
import { useT } from "../../i18n/messages"
import { useIdentity } from "../identity-context"
import type { IdpUser, LocalIdentity } from "./local-identity"
import { ChangePassword } from "./change-password"
import { ProfileDetails } from "./profile-details"
import { TwoStepSettings } from "./two-step-settings"

/** What each profile section gets: the user, the local adapter, and a way to show the updated user. */
export type ProfileSectionProps = { user: IdpUser; identity: LocalIdentity; onChange: (user: IdpUser) => void }

/**
 * The local provider's profile widget: names, profile image, password change and two-step verification
 * (authenticator app, SMS, backup codes). Account deletion is not here: the account page's one "Delete account" section deletes the store
 * account and then the identity (IdentityProvider.deleteAccount). Needs the local adapter ({@link createLocalIdentity}).
 */
export function LocalUserProfile() {
  const identity = useIdentity() as LocalIdentity
  const tr = useT()
  const [user, setUser] = useState<IdpUser | null>(null)
  if (identity.kind !== "local") throw new Error("LocalUserProfile needs the local identity provider")

  useEffect(() => {
    let live = true
    void identity.refresh().then((me) => live && setUser(me))
    return () => {
      live = false
    }
  }, [identity])

  const onChange = useCallback(
    (next: IdpUser) => {
      setUser(next)
      void identity.refresh()
    },
    [identity]
  )

  if (!user)
    return (
      <p role="status" aria-busy="true">
        {tr("identity.profile.loading")}
      </p>
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
