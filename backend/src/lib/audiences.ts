/** Who may buy a product: a clinic type, or `individual` for customers without a clinic. */
export const AUDIENCES = ["Epilepsy Clinic", "Fertility Clinic", "individual"] as const
export type Audience = (typeof AUDIENCES)[number]
