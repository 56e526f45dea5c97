import { describe, expect, it } from "vitest"
import { itemCount, lineName, medusaTotals, toCartLines } from "../../src/models/cart-model"
import { memberPermissions, type ListedMember } from "../../src/models/clinic-model"
import { parseOrderLookup } from "../../src/models/order-model"
import { toLabResult } from "../../src/models/to-lab-result"
import { toProductCard } from "../../src/models/product-model"

describe("product cards", () => {
  const product = {
    id: "prod_1",
    handle: "eeg-kit",
    title: "EEG kit",
    variants: [{ id: "var_1", prices: [{ amount: 1000, currency_code: "usd" }, { amount: 9000, currency_code: "dkk" }] }],
  }

  it("prices in the region's currency, preferring the calculated price", () => {
    expect(toProductCard(product, "DKK").price).toEqual({ amount: 9000, currencyCode: "dkk" })
    expect(toProductCard({ ...product, variants: [{ ...product.variants[0], calculated_price: 8000 }] }, "dkk").price?.amount).toBe(8000)
  })

  it("has no price in a currency it is not sold in, and no variant without variants", () => {
    expect(toProductCard(product, "eur").price).toBeNull()
    expect(toProductCard({ ...product, variants: [] }, "usd")).toMatchObject({ variantId: null, price: null })
  })
})

describe("product options", () => {
  const panel = {
    id: "prod_2",
    title: "Gene panel",
    options: [{ title: "Turnaround" }],
    variants: [
      { id: "var_express", title: "Express", calculated_price: 300, manage_inventory: true, allow_backorder: false, inventory_quantity: 0 },
      { id: "var_std", title: "Standard", calculated_price: 1000, manage_inventory: true, inventory_quantity: 4 },
      { id: "var_rapid", title: "Rapid", calculated_price: 1800, manage_inventory: true, allow_backorder: true, inventory_quantity: 0 },
    ],
  }

  it("offers every variant with its price, a tracked variant without stock or backorder as sold out", () => {
    const card = toProductCard(panel, "usd")
    expect(card.optionTitle).toBe("Turnaround")
    expect(card.variants).toEqual([
      { id: "var_express", title: "Express", price: { amount: 300, currencyCode: "usd" }, inStock: false },
      { id: "var_std", title: "Standard", price: { amount: 1000, currencyCode: "usd" }, inStock: true },
      { id: "var_rapid", title: "Rapid", price: { amount: 1800, currencyCode: "usd" }, inStock: true },
    ])
  })

  it("adds the first variant in stock and prices from the lowest one in stock, saying when prices differ", () => {
    expect(toProductCard(panel, "usd")).toMatchObject({ variantId: "var_std", price: { amount: 1000 }, priceVaries: true })
    const same = { ...panel, variants: panel.variants.slice(1).map((v) => ({ ...v, calculated_price: 500 })) }
    expect(toProductCard(same, "usd")).toMatchObject({ variantId: "var_std", price: { amount: 500 }, priceVaries: false })
    const soldOut = { ...panel, variants: [panel.variants[0]] }
    expect(toProductCard(soldOut, "usd")).toMatchObject({ variantId: null, price: null, priceVaries: false })
  })

  it("names a line by product and variant", () => {
    expect(lineName({ title: "Gene panel", description: "Rapid" })).toBe("Gene panel – Rapid")
    expect(lineName({ title: "AMH test", description: null })).toBe("AMH test")
    expect(lineName({ title: "AMH test", description: "AMH test" })).toBe("AMH test")
  })
})

describe("cart model", () => {
  const lines = toCartLines([
    { id: "a", title: "A", quantity: 2, unit_price: 1000, subtotal: 2000 },
    { id: "b", title: "B", quantity: 3, unit_price: 500, subtotal: 1500 },
  ])

  it("takes every total from Medusa, shipping tax and discounts included, and each line's subtotal", () => {
    // A cart priced before tax: 25 % tax on the items and on shipping (Medusa's figures, not items × rate).
    expect(medusaTotals({ subtotal: 3500, shipping_total: 9900, tax_total: 3350, discount_total: 100, total: 16650 })).toEqual({
      includesTax: false,
      subtotal: 3500,
      shipping: 9900,
      tax: 3350,
      discount: 100,
      giftCard: 0,
      total: 16650,
    })
    expect(medusaTotals({})).toEqual({ includesTax: false, subtotal: 0, shipping: 0, tax: 0, discount: 0, giftCard: 0, total: 0 })
    expect(lines.map((line) => line.subtotal)).toEqual([2000, 1500])
    expect(lines.map((line) => line.amount)).toEqual([2000, 1500])
  })

  it("reads a cart priced including VAT (issue 43): lines at Medusa's original total, the tax as the VAT the total includes", () => {
    // Two items at DKK 815 incl. 25 % VAT and DKK 99 shipping incl. VAT, as Medusa computes them.
    const items = [{ id: "v", title: "Vitamin D", quantity: 2, unit_price: 81500, subtotal: 130400, original_total: 163000, includes_tax: true }]
    expect(toCartLines(items).map((line) => line.amount)).toEqual([163000])
    expect(medusaTotals({ subtotal: 130400, shipping_total: 7920, tax_total: 34580, discount_total: 0, total: 172900, items })).toEqual({
      includesTax: true,
      subtotal: 130400,
      shipping: 7920,
      tax: 34580,
      discount: 0,
      giftCard: 0,
      total: 172900,
    })
  })

  it("counts items as the sum of quantities, 0 without items", () => {
    expect(itemCount(lines)).toBe(5)
    expect(itemCount([])).toBe(0)
    expect(itemCount(undefined)).toBe(0)
  })
})

describe("order lookup", () => {
  it.each([
    ["42", { display_id: 42 }],
    [" #7 ", { display_id: 7 }],
    ["order_01ABC", { id: "order_01ABC" }],
    ["   ", null],
  ])("%s → %o", (input, expected) => {
    expect(parseOrderLookup(input)).toEqual(expected)
  })
})

describe("lab results", () => {
  it("reads the result of `{ lab_order, result }`", () => {
    expect(toLabResult({ lab_order: {}, result: { name: "r.pdf", mime_type: "application/pdf", content: "JVBE" } })).toEqual({ name: "r.pdf", mimeType: "application/pdf", content: "JVBE" })
    expect(toLabResult({ result: { file_name: "r.txt", content_type: "text/plain", data: "YQ==" } })).toEqual({ name: "r.txt", mimeType: "text/plain", content: "YQ==" })
  })
})

describe("member permissions", () => {
  const member = (role: ListedMember["role"], customer_id: string): ListedMember => ({ id: `m_${customer_id}`, customer_id, email: "", first_name: null, last_name: null, role })

  it("follow the contract's clinic rules", () => {
    expect(memberPermissions("owner", "me", member("member", "x"))).toEqual({ promote: true, demote: false, remove: true, leave: false, transfer: true })
    expect(memberPermissions("owner", "me", member("owner", "me"))).toEqual({ promote: false, demote: false, remove: false, leave: false, transfer: false })
    expect(memberPermissions("admin", "me", member("admin", "x"))).toMatchObject({ remove: false, promote: false, transfer: false })
    expect(memberPermissions("admin", "me", member("member", "x"))).toMatchObject({ remove: true })
    expect(memberPermissions("member", "me", member("member", "me"))).toMatchObject({ leave: true, remove: false })
  })
})
