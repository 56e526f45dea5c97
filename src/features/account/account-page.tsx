import { notWired } from "../../app/not-wired"
import { useStoreSession } from "../../app/store-session"
import { AccountView } from "./account-view"

/** `/account`: profile, two-step verification, files and account deletion. */
export function AccountPage() {
  const session = useStoreSession()
  return (
    <AccountView
      profile={<p>{session.customer?.email}</p>}
      twoFactorEnabled={session.customer?.two_factor_enabled ?? false}
      files={[]}
      onUpload={notWired("file upload")}
      onDeleteAccount={notWired("delete account")}
    />
  )
}
