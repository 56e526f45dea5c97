import type { IdpUser } from "../persistence/idp-user"

export { deleteUser, findUserByEmail, findUserById, insertUser, updateUser, type IdpUser } from "../persistence/idp-user"
export type { Db } from "../persistence/db"

/** What the provider tells clients about a user (never secrets or hashes). */
export type PublicUser = {
  id: string
  email: string
  first_name: string | null
  last_name: string | null
  two_factor_enabled: boolean
  totp_enabled: boolean
  sms_phone: string | null
  backup_codes_remaining: number
  profile_image_url: string | null
  email_verified: boolean
}

/** The public view of a user. */
export function publicUser(user: IdpUser): PublicUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    two_factor_enabled: user.two_factor_enabled,
    totp_enabled: user.totp_secret !== null,
    sms_phone: user.sms_phone,
    backup_codes_remaining: user.backup_code_hashes.length,
    profile_image_url: user.profile_image_url,
    email_verified: user.email_verified,
  }
}
