import { describe, expect, it } from "vitest"
import { messages as da } from "../../src/i18n/da"
import { messages as en } from "../../src/i18n/en"
import { messages as es } from "../../src/i18n/es"
import { t } from "../../src/i18n/messages"

function keys(node: unknown, prefix = ""): string[] {
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => (typeof v === "string" ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)))
}

describe("messages", () => {
  it("has every English text in Danish and Spanish, none empty", () => {
    expect(keys(da)).toEqual(keys(en))
    expect(keys(es)).toEqual(keys(en))
    for (const catalogue of [en, da, es]) {
      for (const key of keys(catalogue)) expect(t("en", key as never)).not.toBe("")
    }
  })

  it("translates and fills variables", () => {
    expect(t("en", "identity.signIn")).toBe("Sign in")
    expect(t("da", "identity.signIn")).toBe("Log ind")
    expect(t("es", "identity.signIn")).toBe("Iniciar sesión")
    expect(t("en", "identity.signedInAs", { email: "a@example.com" })).toBe("Signed in as a@example.com")
  })
})
