import { readFileSync } from "node:fs"
import { describe, expect, inject, it } from "vitest"

describe("GET /dev/openapi (development)", () => {
  it("serves the store's routes as the OpenAPI document in docs/openapi.json", async () => {
    const res = await fetch(`${inject("backendUrl")}/dev/openapi`)
    expect(res.status).toBe(200)
    const served = await res.json()
    expect(served).toEqual(JSON.parse(readFileSync("docs/openapi.json", "utf8")))
    expect(served.openapi).toBe("3.0.3")
  })
})
