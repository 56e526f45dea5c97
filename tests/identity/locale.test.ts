import { afterEach, describe, expect, it } from "vitest"
import { pageLocale, pickLocale, toLocale } from "../../src/lib/locale"

describe("locale choice", () => {
  afterEach(() => {
    document.documentElement.setAttribute("lang", "en")
    window.history.replaceState(null, "", "/")
  })

  it.each([
    ["da", "da"],
    ["da-DK", "da"],
    ["es_ES", "es"],
    ["EN-gb", "en"],
    ["fr", undefined],
    ["", undefined],
  ])("maps %s to %s", (tag, locale) => {
    expect(toLocale(tag)).toBe(locale)
  })

  it("takes the first source that is set and falls back to English for other languages", () => {
    expect(pickLocale({ query: "es", htmlLang: "da", navigatorLanguage: "en-US" })).toBe("es")
    expect(pickLocale({ htmlLang: "da-DK", navigatorLanguage: "es" })).toBe("da")
    expect(pickLocale({ navigatorLanguage: "es-419" })).toBe("es")
    expect(pickLocale({ query: "de", htmlLang: "da" })).toBe("en")
    expect(pickLocale({})).toBe("en")
  })

  it("reads the page: ?lang= first, then <html lang>", () => {
    document.documentElement.setAttribute("lang", "da")
    expect(pageLocale()).toBe("da")
    window.history.replaceState(null, "", "/login?lang=es")
    expect(pageLocale()).toBe("es")
    window.history.replaceState(null, "", "/login?lang=sv")
    expect(pageLocale()).toBe("en")
  })
})
