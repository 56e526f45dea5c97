import type Medusa from "@medusajs/medusa-js"
import type { Region } from "../../machines/cart/cart.types"
import { regionForCountry } from "../../machines/cart/cart.logic"
import { answerOf } from "./answer"

/** `GET /store/regions`. */
export function createRegionsApi(client: Pick<Medusa, "regions">) {
  return {
    list: async () => (await answerOf<{ regions: Region[] }>(() => client.regions.list())).regions,
  }
}

/** The country a language without a country stands for (the store's languages: Danish in Denmark, Spanish in Spain). */
const LANGUAGE_COUNTRY: Record<string, string> = { da: "dk", es: "es" }

/**
 * The countries a visitor's browser languages name, most preferred first: the region subtag of each tag ("en-DK" is
 * Denmark), or the country of a language the store speaks ("da" is Denmark).
 */
export function countriesOfLanguages(languages: readonly string[]): string[] {
  return languages.flatMap((tag) => {
    const [language = "", ...subtags] = tag.toLowerCase().split(/[-_]/)
    const region = subtags.find((subtag) => /^[a-z]{2}$/.test(subtag))
    return region ? [region] : LANGUAGE_COUNTRY[language] ? [LANGUAGE_COUNTRY[language]] : []
  })
}

/**
 * The region a signed-out visitor is shown prices in (the home page's teaser): the first region serving a country
 * the browser's languages name (an English page read in Denmark is priced in DKK, as its checkout will be), else the
 * region of the store's home market, as for a customer without an address.
 */
export function regionForVisitor(regions: readonly Region[], languages: readonly string[]): Region | null {
  for (const country of countriesOfLanguages(languages)) {
    const region = regionForCountry(regions, country)
    if (region) return region
  }
  return regionForCountry(regions, null)
}
