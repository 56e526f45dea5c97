import { describe, expect, it } from "vitest"
import { clinicMember } from "./support/commerce-fixtures"

type Listed = { products: { handle: string }[] }

/** The seeded catalogue's products in an answer (other test files open products of their own to clinic types). */
const seededHandles = (body: Listed) =>
  body.products
    .map((p) => p.handle)
    .filter((handle) => !handle?.startsWith("test-product-"))
    .sort()

/** The epilepsy clinic's seeded tests: one named for it, one whose subtitle names it, one only in its category. */
const EPILEPSY_TESTS = ["asm-pharmacogenomics", "epilepsy-gene-panel", "whole-exome-sequencing"]

describe("searching the customer's products (GET /store/user/products/?q=)", () => {
  it("finds the epilepsy products by title, category and description, and with a typo", async () => {
    const epilepsy = await clinicMember("Epilepsy Clinic", "member", "approved")
    for (const q of ["epilepsy", "Epilepsi", "epilepsy "]) {
      const res = await epilepsy.agent.get("/store/user/products/").query({ q }).expect(200)
      expect(seededHandles(res.body), q).toEqual(EPILEPSY_TESTS)
    }
    expect(seededHandles((await epilepsy.agent.get("/store/user/products/").query({ q: "exome epilepsy" }).expect(200)).body)).toEqual(["whole-exome-sequencing"])
    expect((await epilepsy.agent.get("/store/user/products/").query({ q: "zebra xylophone" }).expect(200)).body.products).toEqual([])
    // A blank search is no search.
    expect(seededHandles((await epilepsy.agent.get("/store/user/products/").query({ q: "  " }).expect(200)).body)).toEqual(EPILEPSY_TESTS)
  })

  it("searches only what the customer may buy, and refuses an overlong search (400 naming q)", async () => {
    const fertility = await clinicMember("Fertility Clinic", "member", "approved")
    expect(seededHandles((await fertility.agent.get("/store/user/products/").query({ q: "epilepsy" }).expect(200)).body)).toEqual([])
    const res = await fertility.agent.get("/store/user/products/").query({ q: "x".repeat(101) }).expect(400)
    expect(res.body.message).toMatch(/q/)
  })
})
