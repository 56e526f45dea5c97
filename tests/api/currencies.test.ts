import type { Agent } from "supertest"
import { beforeAll, describe, expect, it } from "vitest"
import { staff } from "./support/client"

let admin: Agent

beforeAll(async () => {
  admin = await staff()
}, 120_000)

describe("admin currencies", () => {
  it("update a currency (tax-inclusive pricing); the EU currencies and regions are seeded tax-inclusive, the others not", async () => {
    // The value it already has: other suites share the database and read Denmark's prices as incl. VAT.
    const updated = await admin.post("/admin/currencies/dkk").send({ includes_tax: true }).expect(200)
    expect(updated.body.currency).toMatchObject({ code: "dkk", includes_tax: true })
    expect((await admin.post("/admin/currencies/xxx").send({ includes_tax: false })).status).toBe(404)
    expect((await admin.post("/admin/currencies/dkk").send({ includes_tax: "often" })).status).toBe(400)
    expect((await admin.get("/admin/currencies?code=dkk").expect(200)).body.currencies).toMatchObject([{ code: "dkk", includes_tax: true }])
    const currencies = (await admin.get("/admin/currencies?limit=200").expect(200)).body.currencies as { code: string; includes_tax: boolean }[]
    // Issue 43: consumers in the EU regions see prices including VAT; the United States and Japan before tax.
    for (const code of ["eur", "dkk"]) expect(currencies.find((c) => c.code === code)?.includes_tax).toBe(true)
    for (const code of ["usd", "jpy"]) expect(currencies.find((c) => c.code === code)?.includes_tax).toBe(false)
    const regions = (await admin.get("/admin/regions").expect(200)).body.regions as { currency_code: string; includes_tax: boolean }[]
    expect(Object.fromEntries(regions.map((r) => [r.currency_code, r.includes_tax]))).toMatchObject({ usd: false, eur: true, dkk: true, jpy: false })
  })
})
