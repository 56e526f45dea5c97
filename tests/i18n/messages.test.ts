import fs from "node:fs"
import path from "node:path"
import { parse } from "@formatjs/icu-messageformat-parser"
import { describe, expect, it } from "vitest"
import { argumentNames, renderMessageArguments } from "../../docs/tools/message-arguments"
import da from "../../src/i18n/locales/da.json"
import en from "../../src/i18n/locales/en.json"
import es from "../../src/i18n/locales/es.json"
import { t } from "../../src/i18n/text"

const catalogues: Record<string, Record<string, string>> = { en, da, es }
const ids = Object.keys(en)

describe("catalogues", () => {
  it.each(["da", "es"])("%s has exactly the English ids", (locale) => {
    expect(Object.keys(catalogues[locale]).sort()).toEqual([...ids].sort())
  })

  it.each(["en", "da", "es"])("every %s message parses as ICU, is not empty and uses the English argument names", (locale) => {
    for (const id of ids) {
      const message = catalogues[locale][id]
      expect(message, id).toBeTruthy()
      const names = [...argumentNames(parse(message))].sort()
      expect(names, `${locale} ${id}`).toEqual([...argumentNames(parse(en[id as keyof typeof en]))].sort())
    }
  })

  it("types each text's values from the English catalogue (src/i18n/message-arguments.ts is current: npm run i18n:types)", () => {
    expect(fs.readFileSync("src/i18n/message-arguments.ts", "utf8")).toBe(renderMessageArguments(en))
  })

  it("formats arguments and plurals in each language", () => {
    expect(t("en", "identity.verifyEmail.hint", { email: "a@example.com" })).toBe("We sent a 6-digit code to a@example.com. Enter it here to finish.")
    expect(t("da", "identity.signIn")).toBe("Log ind")
    expect(t("es", "serverReasons.tooLong", { max: 32 })).toMatch(/32/)
    expect(t("en", "header.cartItems", { count: 1 })).toBe("item")
    expect(t("en", "header.cartItems", { count: 2 })).toBe("items")
    expect(t("da", "browse.resultCount", { total: 1 })).toBe("1 produkt")
    expect(t("es", "browse.resultCount", { total: 1234 })).toBe("1234 productos")
  })
})

/** Every source file of the storefront, as text. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file)
    return /\.tsx?$/.test(entry.name) ? [fs.readFileSync(file, "utf8")] : []
  })
}

describe("texts used by the source", () => {
  const code = sources(path.resolve("src")).join("\n")
  const sections = new Set(ids.map((id) => id.split(".")[0]))
  // "cart.title" as a literal, or `errors.${kind}` as the fixed start of an id built at run time
  const literals = new Set([...code.matchAll(/["'`]([a-zA-Z_]+(?:\.[\w]+)+)["'`]/g)].map((m) => m[1]).filter((id) => sections.has(id.split(".")[0])))
  const prefixes = [...code.matchAll(/`([a-zA-Z_]+(?:\.[\w]+)*\.)\$\{/g)].map((m) => m[1]).filter((prefix) => sections.has(prefix.split(".")[0]))

  it("uses every English id somewhere in src/", () => {
    const unused = ids.filter((id) => !literals.has(id) && !prefixes.some((prefix) => id.startsWith(prefix)))
    expect(unused).toEqual([])
  })

  it("uses only ids the English catalogue has", () => {
    // the id argument of text("cart.title"), t(locale, "cart.title", ...) (translate functions are named t, tr, r or text)
    const called = [...code.matchAll(/\b(?:t|tr|r|text)\((?:\s*\w+,)?\s*["'`]([a-zA-Z_]+(?:\.\w+)+)["'`]/g)].map((m) => m[1]).filter((id) => sections.has(id.split(".")[0]))
    const missing = called.filter((id) => !(id in en))
    expect(missing).toEqual([])
    for (const prefix of prefixes) expect(ids.some((id) => id.startsWith(prefix)), prefix).toBe(true)
  })
})
