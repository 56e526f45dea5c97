import type { Agent } from "supertest"
import { beforeAll, describe, expect, it } from "vitest"
import { staff } from "./support/client"

let admin: Agent

beforeAll(async () => {
  admin = await staff()
}, 120_000)

describe("admin currencies", () => {
  it("update a currency (tax-inclusive pricing) and keep every seeded price tax-exclusive", async () => {
    const updated = await admin.post("/admin/currencies/dkk").send({ includes_tax: false }).expect(200)
    expect(updated.body.currency).toMatchObject({ code: "dkk", includes_tax: false })
    expect((await admin.post("/admin/currencies/xxx").send({ includes_tax: false })).status).toBe(404)
    expect((await admin.post("/admin/currencies/dkk").send({ includes_tax: "often" })).status).toBe(400)
    expect((await admin.get("/admin/currencies?code=dkk").expect(200)).body.currencies).toMatchObject([{ code: "dkk", includes_tax: false }])
    const currencies = (await admin.get("/admin/currencies?limit=200").expect(200)).body.currencies as { code: string; includes_tax: boolean }[]
    for (const code of ["usd", "eur", "dkk", "jpy"]) expect(currencies.find((c) => c.code === code)?.includes_tax).toBe(false)
    const regions = (await admin.get("/admin/regions").expect(200)).body.regions as { includes_tax: boolean }[]
    expect(regions.map((r) => r.includes_tax)).not.toContain(true)
  })
})
