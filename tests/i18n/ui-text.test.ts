import { describe, expect, it } from "vitest"
import { uiDa } from "../../src/i18n/ui.da"
import { uiEn } from "../../src/i18n/ui.en"
import { uiEs } from "../../src/i18n/ui.es"
import { pickLocale } from "../../src/lib/locale"

/** Every leaf of a text tree as path → value (functions called with sample arguments). */
function leaves(tree: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>()
  if (typeof tree === "string") out.set(prefix, tree)
  else if (typeof tree === "function") out.set(prefix, String((tree as (...a: unknown[]) => unknown)("X2", "X3")))
  else if (Array.isArray(tree)) tree.forEach((v, i) => leaves(v, `${prefix}[${i}]`).forEach((s, k) => out.set(k, s)))
  else if (tree && typeof tree === "object") for (const [k, v] of Object.entries(tree)) leaves(v, prefix ? `${prefix}.${k}` : k).forEach((s, key) => out.set(key, s))
  return out
}

describe("UI texts", () => {
  it.each([
    ["da-DK", "da"],
    ["da", "da"],
    ["es-ES", "es"],
    ["es_MX", "es"],
    ["en-GB", "en"],
    ["fr-FR", "en"],
    ["", "en"],
    [undefined, "en"],
  ])("page locale %s → %s", (locale, language) => {
    expect(pickLocale({ browserLanguages: locale === undefined ? [] : [locale] })).toBe(language)
  })

  it.each([
    ["Danish", uiDa],
    ["Spanish", uiEs],
  ])("%s has every English text, each non-empty", (_name, texts) => {
    const english = leaves(uiEn)
    const translated = leaves(texts)
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
    for (const value of translated.values()) expect(value.trim()).not.toBe("")
  })

  it.each([
    ["Danish", uiDa],
    ["Spanish", uiEs],
  ])("%s is translated, not copied (apart from the store name and a few shared words)", (_name, texts) => {
    const english = leaves(uiEn)
    const same = [...leaves(texts)].filter(([key, value]) => english.get(key) === value).map(([key]) => key)
    expect(same.length).toBeLessThan(english.size / 10)
  })
})
