import { useCallback, useRef, useState, type ReactNode } from "react"
import { publishableKeyHeaders } from "../../api/publishable-key"
import { useParams } from "react-router-dom"
import { NotFoundPage } from "../../app/not-found-page"
import { useSession } from "../../session/session-context"
import { useIdentity, useIdentitySnapshot } from "../../identity/identity-context"
import { UserProfileWidget } from "../../identity/widgets"
import { env } from "../../lib/env"
import { useDeleteStoreAccount } from "../../queries/use-account"
import { accountSectionOf } from "./account-sections"
import { AccountView } from "./account-view"
import { AddressBookSection } from "./address-book-section"
import type { UploadedFile, UploadFile } from "./file-model"
import { uploadWithProgress } from "./upload-with-progress"

/**
 * `/account` and `/account/<section>`: the account area (profile, addresses, orders, files, security); the files
 * uploaded stay listed while the customer moves between its pages. Security has account deletion: one section
 * that erases the store account first (DELETE /store/user/delete/; an owner of a clinic with other members gets
 * 409 and nothing is deleted), then the sign-in identity, then signs out. A failed identity deletion is retried
 * alone (the store account is already gone). Once deleted, the sign-out leads to `/account/deleted`, which says so.
 * The orders section is the orders screen, handed in by the app (features do not import each other).
 */
export function AccountPage({ orders }: { orders: ReactNode }) {
  const section = accountSectionOf(useParams().section)
  const session = useSession()
  const deleteStoreAccount = useDeleteStoreAccount()
  const identity = useIdentity()
  const hasOwnSecurity = identity.kind === "local"
  // The identity provider owns two-step status; the store customer's copy changes only at the next sign-in.
  const twoFactorEnabled = useIdentitySnapshot().user?.twoFactorEnabled ?? false
  const storeAccountDeleted = useRef(false)
  const [files, setFiles] = useState<UploadedFile[]>([])
  const upload = useCallback<UploadFile>(async (file, onProgress) => {
    const uploaded = await uploadWithProgress(env.VITE_MEDUSA_BACKEND_URL, file, onProgress, publishableKeyHeaders(env.VITE_MEDUSA_PUBLISHABLE_KEY))
    setFiles((list) => [uploaded, ...list])
    return uploaded
  }, [])
  if (!section) return <NotFoundPage />
  return (
    <AccountView
      section={section}
      profile={<UserProfileWidget part="profile" />}
      security={hasOwnSecurity ? <UserProfileWidget part="security" /> : null}
      orders={orders}
      addressBook={<AddressBookSection />}
      twoFactorEnabled={twoFactorEnabled}
      files={files}
      onUpload={upload}
      onDeleteAccount={async () => {
        if (!storeAccountDeleted.current) {
          await deleteStoreAccount.mutateAsync()
          storeAccountDeleted.current = true
        }
        await identity.deleteAccount()
        // Leads to the deleted account's page, also when the store ended the session first (a request answered 401
        // once the account was gone).
        session.signOut("/account/deleted")
      }}
    />
  )
}
