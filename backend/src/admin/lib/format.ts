/** How tables show a moment: the day and the time in the browser's language (7 Dec 2026, 14:05). */
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" }

/** A date and time for tables, in the browser's locale; an em dash when missing. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "—"
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? "—" : date.toLocaleString(undefined, DATE_TIME)
}

/** A calendar day (`YYYY-MM-DD`, no time zone) in the browser's locale (7 Dec 2026); an em dash when missing. */
export function formatDay(value: string | null | undefined): string {
  const day = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null
  if (!day) return value || "—"
  return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))).toLocaleDateString(undefined, { dateStyle: "medium", timeZone: "UTC" })
}

/** "First Last", or the fallback (usually the email) when no name was given. */
export function fullName(first: string | null | undefined, last: string | null | undefined, fallback = "—"): string {
  const name = [first, last].filter(Boolean).join(" ").trim()
  return name || fallback
}

/** The back office's names of countries (it speaks English). */
const COUNTRY_NAMES = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" })

/** A country's name from its ISO 3166 code, any case (`dk` → Denmark); the code itself when unknown, an em dash when missing. */
export function countryName(code: string | null | undefined): string {
  if (!code) return "—"
  try {
    return COUNTRY_NAMES.of(code.toUpperCase()) ?? code.toUpperCase()
  } catch {
    return code.toUpperCase()
  }
}

/** Words for a code written in snake case, as a person reads it (`not_fulfilled` → Not fulfilled). */
export function codeInWords(code: string | null | undefined): string {
  if (!code) return "—"
  const words = code.replace(/_/g, " ").trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
