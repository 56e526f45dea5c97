import { useState, type ChangeEvent, type FormEvent } from "react"
import { useText } from "../../i18n/text"
import { imageProblem, nameProblem } from "../identity-rules"
import { errorKey, Field } from "./form-parts"
import type { IdpUser } from "./local-identity"
import type { ProfileSectionProps } from "./profile-section"

function toBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}

/** Names (at most 256 characters) and the profile image (JPG, PNG, GIF or WEBP under 10 MB). */
export function ProfileDetails({ user, identity, onChange }: ProfileSectionProps) {
  const tr = useText()
  const [names, setNames] = useState({ firstName: user.first_name ?? "", lastName: user.last_name ?? "" })
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string; image?: string; form?: string }>({})
  const [status, setStatus] = useState("")

  async function saveNames(event: FormEvent) {
    event.preventDefault()
    const next = { firstName: nameProblem(names.firstName), lastName: nameProblem(names.lastName) }
    setErrors({ firstName: next.firstName && tr("identity.errors.nameTooLong"), lastName: next.lastName && tr("identity.errors.nameTooLong") })
    if (next.firstName || next.lastName) return
    try {
      const { user: updated } = await identity.client<{ user: IdpUser }>("POST", "/me", { first_name: names.firstName, last_name: names.lastName })
      onChange(updated)
      setStatus(tr("identity.saved"))
    } catch (err) {
      setErrors({ form: tr(errorKey(err)) })
    }
  }

  async function uploadImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (!file) return
    const problem = await imageProblem(file)
    if (problem) return setErrors({ image: tr(`identity.errors.${problem}`) })
    try {
      const { user: updated } = await identity.client<{ user: IdpUser }>("POST", "/me/image", { content: await toBase64(file) })
      setErrors({})
      onChange(updated)
    } catch (err) {
      setErrors({ image: tr(errorKey(err)) })
    }
  }

  return (
    <div className="profile-details">
      {user.profile_image_url && <img src={user.profile_image_url} alt={tr("identity.profile.image")} width={96} height={96} />}
      <Field label={tr("identity.profile.uploadImage")} type="file" accept="image/jpeg,image/png,image/gif,image/webp" onChange={uploadImage} error={errors.image} />
      <form onSubmit={saveNames} noValidate>
        <p>{user.email}</p>
        <Field label={tr("identity.firstName")} value={names.firstName} onChange={(e) => setNames((n) => ({ ...n, firstName: e.target.value }))} error={errors.firstName} />
        <Field label={tr("identity.lastName")} value={names.lastName} onChange={(e) => setNames((n) => ({ ...n, lastName: e.target.value }))} error={errors.lastName} />
        {errors.form && <p role="alert">{errors.form}</p>}
        <button type="submit">{tr("identity.save")}</button>
        {status && <p role="status">{status}</p>}
      </form>
    </div>
  )
}
