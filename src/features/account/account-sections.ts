/** The account area's pages, in the order of its navigation; each is `/account/<section>` (profile is `/account`). */
export const ACCOUNT_SECTIONS = ["profile", "addresses", "orders", "files", "security"] as const

/** One page of the account area. */
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number]

/** The path of a section's page. */
export function accountPath(section: AccountSection): string {
  return section === "profile" ? "/account" : `/account/${section}`
}

/** The section a URL segment names (none: the profile), or null for a segment that names none. */
export function accountSectionOf(segment: string | undefined): AccountSection | null {
  if (!segment) return "profile"
  return (ACCOUNT_SECTIONS as readonly string[]).includes(segment) ? (segment as AccountSection) : null
}
