/** What the identity provider proved about a customer, as the store trusts it. */
export type IdentityFacts = { email_verified: boolean; two_factor_enabled: boolean }

/** A customer nobody signed in as through the provider: nothing proved. */
export const UNPROVEN: IdentityFacts = { email_verified: false, two_factor_enabled: false }
