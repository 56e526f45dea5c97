/** A date and time for tables, in the browser's locale; an em dash when missing. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "—"
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? "—" : date.toLocaleString()
}

/** "First Last", or the fallback (usually the email) when no name was given. */
export function fullName(first: string | null | undefined, last: string | null | undefined, fallback = "—"): string {
  const name = [first, last].filter(Boolean).join(" ").trim()
  return name || fallback
}
