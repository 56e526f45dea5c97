// @vitest-environment node
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { cartMachine } from "../../machines/cart/cart.machine"
import { isReadyToComplete, regionForCountry } from "../../machines/cart/cart.logic"
import type { Region } from "../../machines/cart/cart.types"
import { readyCart } from "../support/fixtures"

/**
 * docs/storefront-flows.md states two rules that read like the specification but are the store's own: the checkout
 * readiness and the region of a customer without a country. What each row says is checked against the code here.
 */
const doc = readFileSync("docs/storefront-flows.md", "utf8")
const ruleFile = readFileSync("machines/cart/cart.logic.ts", "utf8")
const row = (question: string) => doc.split("\n").find((line) => line.startsWith(`| ${question} |`)) ?? ""

describe("docs/storefront-flows.md says what the cart code does", () => {
  it("checkout readiness: the difference from the specification, in the doc and in the rule's own comment, holds", () => {
    const readiness = row("Checkout readiness")
    const difference = /stricter than the specification's rule .*?the backend refuses a completion without the name\)/.exec(readiness)?.[0]
    expect(difference).toBeDefined()
    // The same sentence in the rule's file comment (wrapped over lines there).
    expect(ruleFile.replace(/\n \* ?/g, " ")).toContain(difference!.charAt(0).toUpperCase() + difference!.slice(1))
    expect(readiness).toContain("`isReadyToComplete`")
    expect(isReadyToComplete(readyCart)).toBe(true)
    // The specification's five parts are there, yet: Medusa's placeholder (the country alone) is no address…
    const placeholder = { country_code: readyCart.shipping_address?.country_code }
    expect(isReadyToComplete({ ...readyCart, shipping_address: placeholder })).toBe(false)
    expect(isReadyToComplete({ ...readyCart, billing_address: placeholder })).toBe(false)
    // …and a shipping address without its recipient's name is not enough.
    expect(isReadyToComplete({ ...readyCart, shipping_address: { ...readyCart.shipping_address, first_name: "", last_name: " " } })).toBe(false)
  })

  it("region fallback: the home market's region, else the first listed; an unserved country waits in `unserved`", () => {
    const fallback = row("Customer without any billing country")
    expect(fallback).toMatch(/the region serving the store's home market .*the United States\), else the first region Medusa lists/)
    expect(fallback).toContain("waits in `unserved`")
    const region = (id: string, ...countries: string[]): Region => ({ id, currency_code: "usd", countries: countries.map((iso_2) => ({ iso_2 })) })
    const [eu, us] = [region("reg_eu", "dk", "de"), region("reg_us", "us")]
    expect(regionForCountry([eu, us], null)).toBe(us)
    expect(regionForCountry([eu], null)).toBe(eu)
    expect(regionForCountry([eu, us], "se")).toBeNull()
    // No region for the country: the machine goes to `unserved`, not to `failed`.
    const onDone = cartMachine.config.states!.resolvingRegion!.invoke as unknown as { onDone: Array<{ guard?: unknown; target: string }> }
    expect(onDone.onDone.at(-1)).toEqual({ target: "unserved" })
  })
})
