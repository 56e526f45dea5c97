import { useCallback, useState } from "react"
import { useStoreSession } from "../../app/store-session"
import { UserProfileWidget } from "../../identity/widgets"
import { env } from "../../lib/env"
import { useApi } from "../api/api-provider"
import { AccountView } from "./account-view"
import type { UploadedFile, UploadFile } from "./file-model"
import { uploadWithProgress } from "./upload-with-progress"

/** `/account`: the provider's profile widget, two-step verification, files and account deletion. */
export function AccountPage() {
  const session = useStoreSession()
  const api = useApi()
  const [files, setFiles] = useState<UploadedFile[]>([])
  const upload = useCallback<UploadFile>(async (file, onProgress) => {
    const headers: Record<string, string> = env.VITE_MEDUSA_PUBLISHABLE_KEY ? { "x-publishable-api-key": env.VITE_MEDUSA_PUBLISHABLE_KEY } : {}
    const uploaded = await uploadWithProgress(env.VITE_MEDUSA_BACKEND_URL, file, onProgress, headers)
    setFiles((list) => [uploaded, ...list])
    return uploaded
  }, [])
  return (
    <AccountView
      profile={
        <UserProfileWidget
          onDeleted={() => {
            api.product.deleteAccount().catch((error) => console.error("store account deletion failed", error)).finally(session.signOut)
          }}
        />
      }
      twoFactorEnabled={session.customer?.two_factor_enabled ?? false}
      files={files}
      onUpload={upload}
      onDeleteAccount={async () => {
        await api.product.deleteAccount()
        session.signOut()
      }}
    />
  )
}
