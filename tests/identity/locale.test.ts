import { afterEach, describe, expect, it, vi } from "vitest"
import { applyLocale, formatTag, LINK_LOCALE_STORAGE_KEY, LOCALE_STORAGE_KEY, pageLocale, pickLocale, toLocale } from "../../src/lib/locale"

describe("locale choice", () => {
  afterEach(() => {
    document.documentElement.setAttribute("lang", "en")
    window.history.replaceState(null, "", "/")
    localStorage.clear()
    sessionStorage.clear()
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

  it("a link's language of this visit comes before the switcher's choice, which comes before the browser", () => {
    expect(pickLocale({ linked: "en", stored: "da", browserLanguages: ["da-DK"] })).toBe("en")
    expect(pickLocale({ linked: null, stored: "es", browserLanguages: ["da-DK"] })).toBe("es")
    expect(pickLocale({ query: "da", linked: "en" })).toBe("da")
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

  it("applyLocale sets <html lang>; a link's language holds for the visit only, the switcher's for every visit", () => {
    applyLocale("es", "followed")
    expect(document.documentElement.lang).toBe("es")
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull()
    expect(sessionStorage.getItem(LINK_LOCALE_STORAGE_KEY)).toBeNull()
    // A mail link's ?lang=en: followed in this tab, never stored for the next visit.
    applyLocale("en", "linked")
    expect(document.documentElement.lang).toBe("en")
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull()
    expect(sessionStorage.getItem(LINK_LOCALE_STORAGE_KEY)).toBe("en")
    // The switcher: remembered, and it replaces the link's language.
    applyLocale("da", "switched")
    expect(document.documentElement.lang).toBe("da")
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("da")
    expect(sessionStorage.getItem(LINK_LOCALE_STORAGE_KEY)).toBeNull()
  })

  it("a Danish browser that followed an English mail link is Danish again on the next visit", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["da-DK"])
    window.history.replaceState(null, "", "/orders/1?lang=en")
    expect(pageLocale()).toBe("en")
    applyLocale("en", "linked")
    window.history.replaceState(null, "", "/orders")
    expect(pageLocale()).toBe("en")
    // A new visit (a new tab or browser session) has no session storage.
    sessionStorage.clear()
    expect(pageLocale()).toBe("da")
  })

  it("formats English pages in en-US (the default money style), Danish and Spanish in their own", () => {
    expect([formatTag("en"), formatTag("da"), formatTag("es")]).toEqual(["en-US", "da-DK", "es-ES"])
  })
})
