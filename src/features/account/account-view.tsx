import type { ReactNode } from "react"
import { useText } from "../../i18n/text"
import { DeleteAccount } from "./delete-account"
import { FileUpload } from "./file-upload"
import type { UploadedFile, UploadFile } from "./file-model"

/** Props of the account screen. */
export interface AccountViewProps {
  /** The identity provider's profile widget (Clerk's UserProfile or the local one). */
  profile: ReactNode
  /** The customer's saved addresses. */
  addressBook: ReactNode
  twoFactorEnabled: boolean
  files: UploadedFile[]
  onUpload: UploadFile
  onDeleteAccount: () => Promise<void>
}

/** `/account`: profile, two-step verification status, address book, files, and account deletion. */
export function AccountView({ profile, addressBook, twoFactorEnabled, files, onUpload, onDeleteAccount }: AccountViewProps) {
  const t = useText()
  return (
    <section className="page">
      <h1>{t("account.title")}</h1>
      <div className="stack">
        <section className="card" aria-labelledby="profile-title">
          <h2 id="profile-title">{t("account.profile")}</h2>
          {profile}
        </section>
        <section className="card" aria-labelledby="security-title">
          <h2 id="security-title">{t("account.security")}</h2>
          <p>
            <span className={`status ${twoFactorEnabled ? "status-good" : "status-pending"}`}>{twoFactorEnabled ? t("account.twoFactorOn") : t("account.twoFactorOff")}</span>
          </p>
        </section>
        {addressBook}
        <FileUpload files={files} onUpload={onUpload} />
        <DeleteAccount onDelete={onDeleteAccount} />
      </div>
    </section>
  )
}
