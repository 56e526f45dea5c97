import { afterEach, describe, expect, it, vi } from "vitest"
import { applyLocale, formatTag, LOCALE_STORAGE_KEY, pageLocale, pickLocale, toLocale } from "../../src/lib/locale"

describe("locale choice", () => {
  afterEach(() => {
    document.documentElement.setAttribute("lang", "en")
    window.history.replaceState(null, "", "/")
    localStorage.clear()
    vi.restoreAllMocks()
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

  it("?lang= decides, then the stored choice, then the first browser language the store speaks", () => {
    expect(pickLocale({ query: "es", stored: "da", browserLanguages: ["en-US"] })).toBe("es")
    expect(pickLocale({ stored: "da", browserLanguages: ["es"] })).toBe("da")
    expect(pickLocale({ browserLanguages: ["fr-FR", "es-419", "da"] })).toBe("es")
    expect(pickLocale({ browserLanguages: ["en-US", "da"] })).toBe("en")
    expect(pickLocale({ stored: "sv", browserLanguages: ["da-DK"] })).toBe("da")
    // An explicit but unknown ?lang= gives English, whatever the browser prefers.
    expect(pickLocale({ query: "de", stored: "da", browserLanguages: ["da"] })).toBe("en")
    expect(pickLocale({})).toBe("en")
  })

  it("reads the page: ?lang=, then the stored choice, then navigator.languages", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["da-DK", "en"])
    expect(pageLocale()).toBe("da")
    localStorage.setItem(LOCALE_STORAGE_KEY, "es")
    expect(pageLocale()).toBe("es")
    window.history.replaceState(null, "", "/login?lang=en")
    expect(pageLocale()).toBe("en")
    window.history.replaceState(null, "", "/login?lang=sv")
    expect(pageLocale()).toBe("en")
  })

  it("applyLocale sets <html lang> and stores only a chosen language", () => {
    applyLocale("es", false)
    expect(document.documentElement.lang).toBe("es")
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull()
    applyLocale("da", true)
    expect(document.documentElement.lang).toBe("da")
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("da")
  })

  it("formats English pages in en-US (the default money style), Danish and Spanish in their own", () => {
    expect([formatTag("en"), formatTag("da"), formatTag("es")]).toEqual(["en-US", "da-DK", "es-ES"])
  })
})
