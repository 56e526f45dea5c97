import type { ReactNode } from "react"
import { useText } from "../../i18n/text"
import { AccountNav } from "./account-nav"
import type { AccountSection } from "./account-sections"
import { DeleteAccount } from "./delete-account"
import { FileUpload } from "./file-upload"
import type { UploadedFile, UploadFile } from "./file-model"

/** Props of the account area. */
export interface AccountViewProps {
  /** The page of the area shown (default: the profile). */
  section?: AccountSection
  /** The identity provider's profile widget (Clerk's UserProfile or the local one's names and picture). */
  profile: ReactNode
  /** The identity provider's password and two-step settings, when it has its own (else the status is shown). */
  security?: ReactNode
  /** The customer's saved addresses. */
  addressBook: ReactNode
  /** The customer's orders (a page with its own heading). */
  orders?: ReactNode
  twoFactorEnabled: boolean
  files: UploadedFile[]
  onUpload: UploadFile
  onDeleteAccount: () => Promise<void>
}

/**
 * The account area: a sub-navigation (profile, addresses, orders, files, security) beside the page chosen, each
 * named once by its heading. Security holds two-step verification once (the provider's settings, or its status
 * when the provider's profile has them) and the one "Delete account" section.
 */
export function AccountView({ section = "profile", profile, security, addressBook, orders, twoFactorEnabled, files, onUpload, onDeleteAccount }: AccountViewProps) {
  const t = useText()
  return (
    <div className="page account-area">
      <AccountNav />
      <div className="account-page">
        {section === "orders" ? (
          orders
        ) : (
          <section aria-labelledby="account-page-title">
            <h1 id="account-page-title">{t(`journey.account.${section}`)}</h1>
            <div className="stack">
              {section === "profile" ? <div className="card">{profile}</div> : null}
              {section === "addresses" ? addressBook : null}
              {section === "files" ? <FileUpload files={files} onUpload={onUpload} titled={false} /> : null}
              {section === "security" ? (
                <>
                  {security ? (
                    <div className="card">{security}</div>
                  ) : (
                    <section className="card" aria-labelledby="security-title">
                      <h2 id="security-title">{t("account.security")}</h2>
                      <p>
                        <span className={`status ${twoFactorEnabled ? "status-good" : "status-pending"}`}>{twoFactorEnabled ? t("account.twoFactorOn") : t("account.twoFactorOff")}</span>
                      </p>
                    </section>
                  )}
                  <DeleteAccount onDelete={onDeleteAccount} />
                </>
              ) : null}
            </div>
          </section>
        )}
      </div>
    </div>
  )
}
