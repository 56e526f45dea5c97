// @vitest-environment node
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { renderRouteDoc } from "../../docs/tools/route-table"

describe("docs/routes.md", () => {
  it("equals what `npm run docs:routes` generates from the route table", () => {
    expect(readFileSync("docs/routes.md", "utf8")).toBe(renderRouteDoc())
  })

  it("lists every open route with who may call it", () => {
    const doc = renderRouteDoc()
    expect(doc).toContain("| POST | `/store/carts/:id/line-items` | signed-in customer | `variant_id`, `quantity` |")
    expect(doc).toContain("- `POST /store/customers/me`")
  })
})
