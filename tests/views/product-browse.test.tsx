import { fireEvent, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useLocation } from "react-router-dom"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { ProductDetailView } from "../../src/features/products/product-detail-view"
import { PRODUCT_IMAGE_SIZE } from "../../src/ui/product-image"
import { ProductListView } from "../../src/features/products/product-list-view"
import { toProductCard, type ProductCardData } from "../../src/models/product-model"
import { useProductFilter } from "../../src/features/products/use-product-filter"
import { expectNoAxeViolations } from "../support/axe"
import { renderView } from "../support/render-view"

/** Counts the pictures rendered, to see which cards a keystroke re-renders (the real component still renders). */
const imageRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock("../../src/ui/product-image", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/ui/product-image")>()
  return {
    ...real,
    ProductImage: (props: Parameters<typeof real.ProductImage>[0]) => {
      imageRenders.count++
      return real.ProductImage(props)
    },
  }
})

const epilepsy = { handle: "epilepsy-tests", name: "Epilepsy tests", metadata: { names: { da: "Epilepsitest", es: "Pruebas de epilepsia" } } }
const kits = { handle: "test-kits", name: "Test kits", metadata: { names: { da: "Testsæt", es: "Kits de prueba" } } }

function card(id: string, title: string, categories: object[], thumbnail: string | null = `http://backend.test/uploads/${id}.webp`): ProductCardData {
  const variants = [{ id: `variant_${id}`, title: "Kit", prices: [{ amount: 10000, currency_code: "eur" }] }]
  return toProductCard({ id, title, handle: id, thumbnail, categories: categories as never, variants }, "eur")
}

const panel = card("panel", "Epilepsy Gene Panel", [epilepsy])
const exome = card("exome", "Whole Exome Sequencing", [epilepsy])
const sperm = card("sperm", "Sperm DNA Fragmentation Kit", [kits])
const vitamin = card("vitamin", "Vitamin D Home Test", [kits], null)
const all = [panel, exome, sperm, vitamin]

/** Stable across renders, as the page's add-to-cart callback is. */
const addToCart = vi.fn(async () => undefined)

/** The products page's list with its filter owned by the URL, and the URL's query shown for the test. */
function Browse({ products = all }: { products?: ProductCardData[] }) {
  const [filter, setFilter] = useProductFilter()
  const location = useLocation()
  return (
    <>
      <ProductListView status="ready" products={products} onAddToCart={addToCart} filter={filter} onFilterChange={setFilter} />
      <p data-testid="url">{location.search}</p>
    </>
  )
}

const names = () => screen.queryAllByRole("heading", { level: 2 }).map((h) => h.textContent)

beforeEach(() => {
  imageRenders.count = 0
})

describe("products page: search and categories", { timeout: 30_000 }, () => {
  it("narrows by name as the customer types, says how many are shown and writes the search into the URL", async () => {
    const user = userEvent.setup()
    const { container } = renderView(<Browse />, { path: "/products" })
    expect(screen.getByRole("status")).toHaveTextContent("4 products")
    await user.type(screen.getByRole("searchbox", { name: "Search products" }), "kit")
    expect(names()).toEqual(["Sperm DNA Fragmentation Kit"])
    expect(screen.getByRole("status")).toHaveTextContent("1 of 4 products")
    expect(screen.getByTestId("url")).toHaveTextContent("?q=kit")
    await expectNoAxeViolations(container)
  })

  it("narrows by category with the keyboard, the categories named with their product counts", async () => {
    const user = userEvent.setup()
    renderView(<Browse />, { path: "/products" })
    const select = screen.getByRole("combobox", { name: "Category" })
    expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual(["All categories", "Epilepsy tests (2)", "Test kits (2)"])
    await user.tab()
    expect(screen.getByRole("searchbox", { name: "Search products" })).toHaveFocus()
    await user.tab()
    expect(select).toHaveFocus()
    await user.selectOptions(select, "test-kits")
    expect(names()).toEqual(["Sperm DNA Fragmentation Kit", "Vitamin D Home Test"])
    expect(screen.getByTestId("url")).toHaveTextContent("?category=test-kits")
  })

  it("starts from the filter in the URL (a reload keeps it)", () => {
    renderView(<Browse />, { path: "/products?q=home&category=test-kits" })
    expect(screen.getByRole("searchbox", { name: "Search products" })).toHaveValue("home")
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("test-kits")
    expect(names()).toEqual(["Vitamin D Home Test"])
  })

  it("says what matched nothing, and shows every product again on request", async () => {
    const user = userEvent.setup()
    renderView(<Browse />, { path: "/products?q=exome&category=test-kits" })
    expect(names()).toEqual([])
    expect(screen.getByText("No products in Test kits match “exome”.")).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Show all products" }))
    expect(names()).toHaveLength(4)
    expect(screen.getByTestId("url")).toBeEmptyDOMElement()
    await user.type(screen.getByRole("searchbox", { name: "Search products" }), "zzz")
    expect(screen.getByText("No products match “zzz”.")).toBeInTheDocument()
  })

  it("speaks Danish and Spanish, category names included", async () => {
    renderView(<Browse />, { path: "/products?q=xyz", language: "da" })
    expect(screen.getByRole("searchbox", { name: "Søg i produkter" })).toBeInTheDocument()
    expect(within(screen.getByRole("combobox", { name: "Kategori" })).getByRole("option", { name: "Testsæt (2)" })).toBeInTheDocument()
    expect(screen.getByText("Ingen produkter matcher »xyz«.")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Vis alle produkter" })).toBeInTheDocument()
  })

  it("in Spanish too", () => {
    renderView(<Browse />, { path: "/products?category=epilepsy-tests", language: "es" })
    expect(screen.getByRole("combobox", { name: "Categoría" })).toHaveDisplayValue("Pruebas de epilepsia (2)")
    expect(screen.getByRole("status")).toHaveTextContent("2 de 4 productos")
    expect(screen.getAllByText("Pruebas de epilepsia", { selector: ".product-categories" })).toHaveLength(2)
  })

  it("with 200 products, a keystroke that keeps the same list re-renders no card", async () => {
    const user = userEvent.setup()
    const many = Array.from({ length: 200 }, (_, i) => card(`p${i}`, `Test ${i}`, [i % 2 ? kits : epilepsy]))
    renderView(<Browse products={many} />, { path: "/products" })
    expect(names()).toHaveLength(200)
    const afterFirstRender = imageRenders.count
    await user.type(screen.getByRole("searchbox", { name: "Search products" }), "t")
    expect(names()).toHaveLength(200)
    expect(imageRenders.count).toBe(afterFirstRender)
    await user.type(screen.getByRole("searchbox", { name: "Search products" }), "est 19")
    expect(names()).toEqual(["Test 19", "Test 119", ...Array.from({ length: 10 }, (_, i) => `Test ${190 + i}`)])
  }, 90_000) // 200 cards in jsdom: 6-8 s on a quiet machine, 30 s and more on a loaded one
})

describe("product pictures", { timeout: 30_000 }, () => {
  it("reserve their size, load the first cards at once and the others lazily, and name the product", () => {
    renderView(<Browse />, { path: "/products" })
    const images = screen.getAllByRole("img", { name: /^Picture of / }) as HTMLImageElement[]
    expect(images.map((img) => img.alt)).toEqual(["Picture of Epilepsy Gene Panel", "Picture of Whole Exome Sequencing", "Picture of Sperm DNA Fragmentation Kit"])
    for (const img of images) {
      expect(img).toHaveAttribute("width", String(PRODUCT_IMAGE_SIZE.width))
      expect(img).toHaveAttribute("height", String(PRODUCT_IMAGE_SIZE.height))
    }
    expect(images.map((img) => img.getAttribute("loading"))).toEqual(["eager", "eager", "lazy"])
    expect(images[0]).toHaveAttribute("src", "http://backend.test/uploads/panel.webp")
  })

  it("show a neutral placeholder for a product without a picture, and for one whose picture fails to load", () => {
    renderView(<Browse />, { path: "/products" })
    expect(screen.getByRole("img", { name: "No picture of Vitamin D Home Test" }).tagName).toBe("DIV")
    fireEvent.error(screen.getByRole("img", { name: "Picture of Whole Exome Sequencing" }))
    expect(screen.queryByRole("img", { name: "Picture of Whole Exome Sequencing" })).not.toBeInTheDocument()
    expect(screen.getByRole("img", { name: "No picture of Whole Exome Sequencing" })).toBeInTheDocument()
  })

  it("on the product page: sized, loaded at once, placeholder without one", () => {
    const { rerender } = renderView(<ProductDetailView status="ready" product={panel} canPurchase onAddToCart={vi.fn()} />)
    const img = screen.getByRole("img", { name: "Picture of Epilepsy Gene Panel" })
    expect(img).toHaveAttribute("width", "480")
    expect(img).toHaveAttribute("loading", "eager")
    rerender(<ProductDetailView status="ready" product={vitamin} canPurchase onAddToCart={vi.fn()} />)
    expect(screen.getByRole("img", { name: "No picture of Vitamin D Home Test" })).toBeInTheDocument()
  })
})
