/** ISO 3166-1 alpha-2 codes of the European Union's member states. */
const EU_COUNTRIES: readonly string[] = [
  "at", "be", "bg", "hr", "cy", "cz", "dk", "ee", "fi", "fr", "de", "gr", "hu", "ie",
  "it", "lv", "lt", "lu", "mt", "nl", "pl", "pt", "ro", "sk", "si", "es", "se",
]

/** Whether a region (its countries' ISO 2 codes) lies in the EU: any of its countries is a member state. */
export function isEuRegion(countryCodes: readonly string[]): boolean {
  return countryCodes.some((code) => EU_COUNTRIES.includes(code.toLowerCase()))
}
