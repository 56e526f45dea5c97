import { describe, expect, it } from "vitest"
import {
  categoryChoices,
  categoryName,
  filterFromParams,
  filterProducts,
  filterToParams,
  indexProducts,
  MAX_QUERY_LENGTH,
  NO_FILTER,
  searchKey,
} from "../../src/features/products/product-filter"
import { toProductCard, type ProductCardData } from "../../src/models/product-model"

const epilepsy = { handle: "epilepsy-tests", name: "Epilepsy tests", metadata: { names: { da: "Epilepsitest", es: "Pruebas de epilepsia" } } }
const kits = { handle: "test-kits", name: "Test kits", metadata: { names: { da: "Testsæt", es: 7 } } }
const fertility = { handle: "fertility-tests", name: "Fertility tests", metadata: null }

function product(id: string, title: string, categories: (typeof epilepsy | typeof kits | typeof fertility)[]): ProductCardData {
  return toProductCard({ id, title, handle: id, categories: categories as never, variants: [] }, "eur")
}

const panel = product("panel", "Epilepsy Gene Panel", [epilepsy])
const amh = product("amh", "AMH Ovarian Reserve Test (Anti-Müllerian)", [fertility, kits])
const sperm = product("sperm", "Sperm DNA Fragmentation Kit", [fertility, kits])
const plain = product("plain", "Vitamin D test", [])
const all = [panel, amh, sperm, plain]

describe("product filter", () => {
  it("compares names without case, accents or extra spaces", () => {
    expect(searchKey("  Anti-MÜLLERIAN   hormone ")).toBe("anti-mullerian hormone")
    expect(searchKey("Æble Ø")).toBe("æble ø")
  })

  it("keeps every product for no filter, in the list's order", () => {
    expect(filterProducts(indexProducts(all), NO_FILTER)).toEqual(all)
  })

  it("matches every word of the query anywhere in the name, in any order", () => {
    const index = indexProducts(all)
    expect(filterProducts(index, { query: "panel gene", category: "" })).toEqual([panel])
    expect(filterProducts(index, { query: "mullerian", category: "" })).toEqual([amh])
    expect(filterProducts(index, { query: "KIT", category: "" })).toEqual([sperm])
    expect(filterProducts(index, { query: "test", category: "" })).toEqual([amh, plain])
    expect(filterProducts(index, { query: "gene kit", category: "" })).toEqual([])
  })

  it("also shows what the backend's search found (descriptions, categories, typos), still within the category", () => {
    const index = indexProducts(all)
    expect(filterProducts(index, { query: "epilepsi", category: "" }, [panel.id])).toEqual([panel])
    expect(filterProducts(index, { query: "kit", category: "" }, [panel.id])).toEqual([panel, sperm])
    expect(filterProducts(index, { query: "epilepsi", category: "test-kits" }, [panel.id])).toEqual([])
  })

  it("narrows to one category, and to the query within it", () => {
    const index = indexProducts(all)
    expect(filterProducts(index, { query: "", category: "test-kits" })).toEqual([amh, sperm])
    expect(filterProducts(index, { query: "sperm", category: "test-kits" })).toEqual([sperm])
    expect(filterProducts(index, { query: "panel", category: "test-kits" })).toEqual([])
    expect(filterProducts(index, { query: "", category: "no-such-category" })).toEqual([])
  })

  it("filters 200 products by name and category", () => {
    const many = Array.from({ length: 200 }, (_, i) => product(`p${i}`, `Test ${i} ${i % 2 ? "kit" : "panel"}`, i % 4 ? [kits] : [epilepsy]))
    const index = indexProducts(many)
    expect(filterProducts(index, { query: "panel", category: "" })).toHaveLength(100)
    expect(filterProducts(index, { query: "kit", category: "test-kits" })).toHaveLength(100)
    expect(filterProducts(index, { query: "150 test", category: "" }).map((p) => p.id)).toEqual(["p150"])
    expect(filterProducts(index, { query: "19 kit", category: "" }).map((p) => p.id)).toEqual(["p19", "p119", "p191", "p193", "p195", "p197", "p199"])
  })

  it("offers each category once with its product count, and keeps a chosen unknown one visible", () => {
    expect(categoryChoices(all).map((c) => [c.handle, c.count])).toEqual([
      ["epilepsy-tests", 1],
      ["fertility-tests", 2],
      ["test-kits", 2],
    ])
    expect(categoryChoices(all, "gone").at(-1)).toEqual({ handle: "gone", name: "gone", names: {}, count: 0 })
    expect(categoryChoices(all, "test-kits")).toHaveLength(3)
  })

  it("names a category in the page's language when staff gave that name, else Medusa's name", () => {
    const [choice] = categoryChoices([panel])
    expect(categoryName(choice, "da")).toBe("Epilepsitest")
    expect(categoryName(choice, "en")).toBe("Epilepsy tests")
    // A name that is not text is ignored.
    expect(categoryName(categoryChoices([amh])[1], "es")).toBe("Test kits")
  })

  it("reads the filter from the URL and writes it back, leaving out empty parts and keeping other parameters", () => {
    expect(filterFromParams(new URLSearchParams("q=gene&category=epilepsy-tests"))).toEqual({ query: "gene", category: "epilepsy-tests" })
    expect(filterFromParams(new URLSearchParams(""))).toEqual(NO_FILTER)
    expect(filterFromParams(new URLSearchParams(`q=${"x".repeat(500)}`)).query).toHaveLength(MAX_QUERY_LENGTH)
    expect(filterToParams({ query: "gene panel", category: "" }, new URLSearchParams("category=kits&inspect=1")).toString()).toBe(
      "inspect=1&q=gene+panel"
    )
    expect(filterToParams({ query: "  ", category: "test-kits" }, new URLSearchParams("q=old")).toString()).toBe("category=test-kits")
  })
})
