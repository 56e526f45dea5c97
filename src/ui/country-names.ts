import type { Translate } from "../i18n/text"

/** A country's name in the page's language ("Denmark", "Dinamarca"); the upper-case code when the runtime has none. */
export function countryName(locale: string, code: string): string {
  const upper = code.trim().toUpperCase()
  try {
    const name = new Intl.DisplayNames([locale], { type: "region" }).of(upper)
    return name && name !== upper ? name : upper
  } catch {
    return upper
  }
}

/** "Denmark, Japan or United States" in the page's language (a plain comma list when the runtime cannot say it). */
function countryList(locale: string, codes: readonly string[]): string {
  const names = codes.map((code) => countryName(locale, code))
  try {
    return new Intl.ListFormat(locale, { type: "disjunction" }).format(names)
  } catch {
    return names.join(", ")
  }
}

/**
 * What a server refusal of an unserved country says ("… does not serve GB; it serves DK, US"): the country and the
 * served ones, lower-case; null when the error is not that refusal.
 */
function unservedCountryIn(error: unknown): { country: string; served: string[] } | null {
  const message = typeof error === "object" && error !== null ? (error as { message?: unknown }).message : undefined
  const match = typeof message === "string" ? /does not serve ([A-Za-z]{2})\b(?:; it serves ([A-Za-z, ]*))?/.exec(message) : null
  if (!match) return null
  const served = (match[2] ?? "").split(",").map((code) => code.trim().toLowerCase()).filter((code) => /^[a-z]{2}$/.test(code))
  return { country: match[1].toLowerCase(), served }
}

/** The server's refusal of an unserved country, said in the page's language; null for any other error. */
export function unservedCountryMessage(error: unknown, text: Translate, locale: string): string | null {
  const refused = unservedCountryIn(error)
  return refused ? text("countries.notServed", { country: countryName(locale, refused.country), served: countryList(locale, refused.served) }) : null
}
