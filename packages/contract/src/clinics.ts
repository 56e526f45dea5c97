/** The kinds of clinic the store serves. */
export const CLINIC_TYPES = ["Epilepsy Clinic", "Fertility Clinic"] as const
export type ClinicType = (typeof CLINIC_TYPES)[number]

/** A member's role in their clinic: the owner (one per clinic), admins who manage members, and members. */
export const CLINIC_ROLES = ["owner", "admin", "member"] as const
export type ClinicRole = (typeof CLINIC_ROLES)[number]

/** Who may buy a product: a clinic type, or `individual` for customers without a clinic. */
export const AUDIENCES = [...CLINIC_TYPES, "individual"] as const
export type Audience = (typeof AUDIENCES)[number]
