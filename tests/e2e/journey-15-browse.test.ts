import type { Locator, Page } from "playwright-core"
import { expect, it } from "vitest"
import { registerApprovedClinic } from "./support/browser-api"
import { useJourneyBrowser } from "./support/journey"
import { uniqueEmail } from "./support/store-api"
import { checkScreen, main, signUp, storePath } from "./support/storefront"

const journey = useJourneyBrowser()

/** The phone width the products page must fit without horizontal scrolling. */
const PHONE = 390

/** The names of the product cards shown, in order. */
async function shownProducts(page: Page): Promise<string[]> {
  return main(page).locator(".product-card h2").allTextContents()
}

/** Waits until exactly `names` are listed (the list follows the fields a moment later). */
async function expectShown(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => shownProducts(page), { timeout: 10_000 }).toEqual(names)
}

function searchBox(page: Page): Locator {
  return main(page).getByRole("searchbox", { name: "Search products" })
}

function categorySelect(page: Page): Locator {
  return main(page).getByRole("combobox", { name: "Category" })
}

it("a clinic searches its products, narrows them to a category, reloads with the filter kept; pictures are sized, served by the backend and fit a 390 px phone", async () => {
  const { page } = await journey.session("browse")
  await page.setViewportSize({ width: PHONE, height: 844 })
  await signUp(page, uniqueEmail("browse-owner"), { first: "Bea", last: "Browse" })
  await registerApprovedClinic(page, "Fertility Clinic", `Browse Journey Clinic ${Date.now()}`)

  await page.goto(storePath("/products"))
  await main(page).getByRole("heading", { level: 1, name: "Products" }).waitFor()
  await expectShown(page, ["Expanded Carrier Screening", "Sperm DNA Fragmentation Kit", "AMH Ovarian Reserve Test"])
  await main(page).getByRole("status").getByText("3 products").waitFor()

  // Every picture has its size set before it loads (no layout shift) and names its product; past the first cards
  // they load lazily. The first one arrives from the backend's file service at its drawn size.
  const images = main(page).locator("img.product-image")
  const attributes = await images.evaluateAll((nodes) =>
    (nodes as HTMLImageElement[]).map((img) => ({ width: img.getAttribute("width"), height: img.getAttribute("height"), alt: img.alt, loading: img.loading, src: img.src }))
  )
  expect(attributes.map((a) => a.alt)).toEqual([
    "Picture of Expanded Carrier Screening",
    "Picture of Sperm DNA Fragmentation Kit",
    "Picture of AMH Ovarian Reserve Test",
  ])
  for (const image of attributes) {
    expect(image).toMatchObject({ width: "480", height: "360" })
    expect(new URL(image.src).pathname).toMatch(/^\/uploads\/.+\.webp$/)
  }
  expect(attributes.map((a) => a.loading)).toEqual(["eager", "eager", "lazy"])
  await expect
    .poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 })
    .toBe(480)
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE)

  // Search by name, with the keyboard: the list and the URL follow.
  await searchBox(page).focus()
  await page.keyboard.type("kit")
  await expectShown(page, ["Sperm DNA Fragmentation Kit"])
  await main(page).getByRole("status").getByText("1 of 3 products").waitFor()
  expect(new URL(page.url()).searchParams.get("q")).toBe("kit")

  // A category instead: Test kits lists two of the three.
  await searchBox(page).fill("")
  await categorySelect(page).selectOption("test-kits")
  await expectShown(page, ["Sperm DNA Fragmentation Kit", "AMH Ovarian Reserve Test"])
  await searchBox(page).fill("amh")
  await expectShown(page, ["AMH Ovarian Reserve Test"])
  expect(new URL(page.url()).search).toBe("?category=test-kits&q=amh")

  // A reload keeps the filter.
  await page.reload()
  await expectShown(page, ["AMH Ovarian Reserve Test"])
  expect(await searchBox(page).inputValue()).toBe("amh")
  expect(await categorySelect(page).inputValue()).toBe("test-kits")
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE)
  await checkScreen(page, "products-filtered", { screenshot: true })

  // Nothing matches: the page says so and offers every product again.
  await searchBox(page).fill("zzz")
  await main(page).getByText("No products in Test kits match “zzz”.").waitFor()
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE)
  await main(page).getByRole("button", { name: "Show all products" }).click()
  await expectShown(page, ["Expanded Carrier Screening", "Sperm DNA Fragmentation Kit", "AMH Ovarian Reserve Test"])
  expect(new URL(page.url()).search).toBe("")

  // The product page shows the same picture, sized.
  await main(page).getByRole("link", { name: "Sperm DNA Fragmentation Kit" }).click()
  const picture = main(page).getByRole("img", { name: "Picture of Sperm DNA Fragmentation Kit" })
  await picture.waitFor()
  expect(await picture.evaluate((img: HTMLImageElement) => [img.getAttribute("width"), img.getAttribute("height")])).toEqual(["480", "360"])
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE)
})
