import { describe, expect, it } from "vitest"
import type { Region } from "../../machines/cart/cart.types"
import { countriesOfLanguages, regionForVisitor } from "../../src/api/regions"

const region = (id: string, currency_code: string, countries: string[]) => ({ id, currency_code, tax_rate: 0, countries: countries.map((iso_2) => ({ iso_2 })) }) as unknown as Region
const REGIONS = [region("reg_eu", "eur", ["de", "es", "fr"]), region("reg_us", "usd", ["us"]), region("reg_dk", "dkk", ["dk"]), region("reg_jp", "jpy", ["jp"])]

describe("the region a signed-out visitor's prices are in (issue 43: the home page in USD, checkout in DKK)", () => {
  it("reads countries from the browser's languages: the region subtag, or the country of a language the store speaks", () => {
    expect(countriesOfLanguages(["en-DK", "en", "da"])).toEqual(["dk", "dk"])
    expect(countriesOfLanguages(["es", "en-US"])).toEqual(["es", "us"])
    expect(countriesOfLanguages(["zh-Hant-TW", "en"])).toEqual(["tw"])
  })
  it("prices an English page read in Denmark in DKK, and in EUR in Germany, as the visitor's checkout will be", () => {
    expect(regionForVisitor(REGIONS, ["en-DK", "en"])?.currency_code).toBe("dkk")
    expect(regionForVisitor(REGIONS, ["en", "da"])?.currency_code).toBe("dkk")
    expect(regionForVisitor(REGIONS, ["en-GB", "de-DE"])?.currency_code).toBe("eur")
    // The page's language first (the home page passes it before the browser's): a Danish page on an American browser.
    expect(regionForVisitor(REGIONS, ["da", "en-US"])?.currency_code).toBe("dkk")
    expect(regionForVisitor(REGIONS, ["en", "en-US"])?.currency_code).toBe("usd")
  })
  it("falls back to the store's home market without a served country", () => {
    expect(regionForVisitor(REGIONS, ["en"])?.id).toBe("reg_us")
    expect(regionForVisitor(REGIONS, ["pt-BR"])?.id).toBe("reg_us")
    expect(regionForVisitor([], ["en-DK"])).toBeNull()
  })
})
