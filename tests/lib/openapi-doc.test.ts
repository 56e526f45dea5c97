// @vitest-environment node
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { ROUTES } from "../../backend/src/api/surface/routes"
import { renderOpenApiDoc } from "../../docs/tools/openapi-doc"

describe("docs/openapi.json", () => {
  const doc = JSON.parse(renderOpenApiDoc())

  it("equals what `npm run docs:openapi` generates from the route table", () => {
    expect(readFileSync("docs/openapi.json", "utf8")).toBe(renderOpenApiDoc())
  })

  it("describes every route of the table but the back office's wildcard, each with who may call it", () => {
    const described = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods as object).map((m) => `${m.toUpperCase()} ${path}`))
    const expected = ROUTES.filter((r) => !r.path.endsWith("/*")).map((r) => `${r.method} ${r.path.replace(/:([A-Za-z_]+)/g, "{$1}")}`)
    expect(described.sort()).toEqual([...new Set(expected)].sort())
    expect(doc.paths["/store/user/me"].get.security).toEqual([{ storeSession: [] }])
    expect(doc.paths["/store/customers"].post.responses).toHaveProperty("403")
  })

  it("takes request bodies from the contract's schemas", () => {
    const schema = doc.paths["/store/user/locale"].post.requestBody.content["application/json"].schema
    expect(schema.properties.locale.enum).toEqual(["en", "da", "es"])
    expect(schema.additionalProperties).toBe(false)
    expect(doc.paths["/store/orders/{id}"].get.parameters).toEqual([{ name: "id", in: "path", required: true, schema: { type: "string" } }])
  })
})
