import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { registerApprovedClinic } from "./support/browser-api"
import { useJourneyBrowser } from "./support/journey"
import { productByHandle, staffApi, uniqueEmail } from "./support/store-api"
import { cartLink, checkScreen, main, signUp, storePath } from "./support/storefront"
import { textIn } from "./support/texts"

const journey = useJourneyBrowser()

/** The two widths every screen must work at: a laptop and a phone. */
const WIDTHS = [1280, 390] as const

/** The product with several options whose texts staff translate for these journeys. */
const KIT = { handle: "sperm-dna-fragmentation-kit", en: "Sperm DNA Fragmentation Kit", da: "Sæd-DNA-fragmenteringssæt" }

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang)
const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth)

/** Chooses a language in the header's switcher (labelled in the page's current language). */
async function chooseLanguage(page: Page, locale: "en" | "da") {
  await page.getByRole("banner").getByRole("combobox", { name: /^(Language|Sprog|Idioma)$/ }).selectOption(locale)
  await expect.poll(() => htmlLang(page)).toBe(locale)
}

/** How many line boxes the element's text takes (1: it does not break). */
function lineCount(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((nodes) =>
    nodes.map((node) => {
      const range = document.createRange()
      range.selectNodeContents(node)
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size
    })
  )
}

describe("the home page sells to clinics, with a footer and a language switcher on every page", () => {
  for (const width of WIDTHS) {
    it(`at ${width} px: products with pictures and from-prices, how it works, who runs it; privacy, terms and about in English and Danish`, async () => {
      const { page } = await journey.session(`shop-home-${width}`, { locale: "en-US" })
      await page.setViewportSize({ width, height: 900 })
      await page.goto(storePath("/"))
      await main(page).getByRole("heading", { level: 1, name: textIn("en", "home.title") }).waitFor()
      const featured = main(page).getByRole("region", { name: "Tests you can order as an individual" })
      await featured.locator("li").first().waitFor()
      expect(await featured.locator("li img.product-image, li .product-image-placeholder").count()).toBe(await featured.locator("li").count())
      expect(await featured.locator(".price").first().textContent()).toMatch(/\$\d/)
      // The teaser shows what a visitor may buy: tests open to individuals, never a clinic-only one.
      expect(await featured.textContent()).not.toMatch(/Epilepsy Gene Panel|Whole Exome Sequencing|Expanded Carrier Screening/)
      await main(page).getByRole("heading", { level: 2, name: "How ordering and results work" }).waitFor()
      await main(page).getByRole("heading", { level: 2, name: "Who runs the store" }).waitFor()
      const footer = page.getByRole("contentinfo")
      await footer.getByText("Clinic Store ApS").waitFor()
      for (const link of ["About us", "Privacy", "Terms of sale", "Contact us"]) await footer.getByRole("link", { name: link }).waitFor()
      expect(await scrollWidth(page)).toBeLessThanOrEqual(width)
      await checkScreen(page, `home-${width}`, { screenshot: true })

      await footer.getByRole("link", { name: "Privacy" }).click()
      await main(page).getByRole("heading", { level: 1, name: "Privacy" }).waitFor()
      await main(page).getByRole("heading", { level: 2, name: "Lab results" }).waitFor()

      // The switcher on this page: Danish, remembered over a reload and on the next pages.
      await chooseLanguage(page, "da")
      await main(page).getByRole("heading", { level: 1, name: "Privatliv" }).waitFor()
      await page.reload()
      await main(page).getByRole("heading", { level: 1, name: "Privatliv" }).waitFor()
      await page.getByRole("contentinfo").getByRole("link", { name: "Handelsbetingelser" }).click()
      await main(page).getByRole("heading", { level: 1, name: "Handelsbetingelser" }).waitFor()
      await page.getByRole("contentinfo").getByRole("link", { name: "Om os" }).click()
      await main(page).getByRole("heading", { level: 1, name: "Om os" }).waitFor()
      await checkScreen(page, `about-da-${width}`)

      // The Danish home: texts and the teaser's names in Danish, priced in kroner (the region of the language's country).
      await page.goto(storePath("/"))
      await main(page).getByRole("heading", { level: 1, name: textIn("da", "home.title") }).waitFor()
      const danish = main(page).getByRole("region", { name: "Tests, du kan bestille som privatperson" })
      await danish.locator("li").first().waitFor()
      await expect.poll(() => danish.locator(".price").first().textContent()).toMatch(/kr\./)
      expect(await scrollWidth(page)).toBeLessThanOrEqual(width)
      await checkScreen(page, `home-da-${width}`, { screenshot: true })
    })
  }

  it("a mail link's language holds for that visit only: a Danish browser is Danish again on the next visit, and the switcher's choice wins after that", async () => {
    const { context, page } = await journey.session("shop-mail-link-language", { locale: "da-DK" })
    await page.goto(storePath("/login?lang=en"))
    await main(page).getByRole("heading", { level: 1, name: "Sign in" }).waitFor()
    await page.getByRole("banner").getByRole("link", { name: "Contact" }).click()
    await main(page).getByRole("heading", { level: 1, name: "Contact us" }).waitFor()
    expect(await htmlLang(page)).toBe("en")

    // The next visit (a new tab: local storage shared, the visit's session storage not): the browser's Danish.
    const next = await context.newPage()
    await next.goto(storePath("/login"))
    await main(next).getByRole("heading", { level: 1, name: "Log ind" }).waitFor()
    expect(await htmlLang(next)).toBe("da")

    // The person chooses English with the switcher: every later visit is English, whatever the browser says.
    await chooseLanguage(next, "en")
    await main(next).getByRole("heading", { level: 1, name: "Sign in" }).waitFor()
    const later = await context.newPage()
    await later.goto(storePath("/login"))
    await main(later).getByRole("heading", { level: 1, name: "Sign in" }).waitFor()
    // A Danish mail link is followed for its visit; the choice stays English for the next.
    await later.goto(storePath("/login?lang=da"))
    await main(later).getByRole("heading", { level: 1, name: "Log ind" }).waitFor()
    const after = await context.newPage()
    await after.goto(storePath("/login"))
    await main(after).getByRole("heading", { level: 1, name: "Sign in" }).waitFor()
  })
})

describe("product content per language, the product page, the cart after adding and the cart", () => {
  beforeAll(async () => {
    // Staff write the kit's Danish texts and the page sections (English, with Danish for one) in the back office API.
    const staff = await staffApi()
    const kit = await productByHandle(KIT.handle)
    const post = async (path: string, body: object) => expect((await staff.post(path).send(body)).status).toBe(200)
    await post(`/admin/translations/product/${kit.id}`, {
      locale: "en",
      fields: { tested: "DNA fragmentation index (SCSA) of the sperm sample", sample_type: "Semen, collected at home", turnaround: "7 working days", results: "Published in your account; we mail you when they are ready" },
    })
    await post(`/admin/translations/product/${kit.id}`, { locale: "da", fields: { title: KIT.da, tested: "DNA-fragmenteringsindeks (SCSA) i sædprøven" } })
    const variants = (await (await staffApi()).get(`/admin/products/${kit.id}`)).body.product.variants as { id: string; title: string }[]
    for (const variant of variants) await post(`/admin/translations/variant/${variant.id}`, { locale: "da", fields: { title: variant.title.replace("kits", "sæt").replace("kit", "sæt") } })
  })

  for (const width of WIDTHS) {
    for (const locale of ["en", "da"] as const) {
      it(`at ${width} px in ${locale === "en" ? "English" : "Danish"}: the grid asks for the option, the cart names what was added and leads back, the product page buys a quantity, the cart's lines`, async () => {
        const t = (id: Parameters<typeof textIn>[1], values?: Record<string, string | number>) => textIn(locale, id, values)
        const name = KIT[locale]
        const { page } = await journey.session(`shop-buy-${width}-${locale}`, { locale: "en-US" })
        await page.setViewportSize({ width, height: 900 })
        await signUp(page, uniqueEmail(`shop-${width}-${locale}`), { first: "Sofie", last: "Shop" })
        await registerApprovedClinic(page, "Fertility Clinic", `Shop Journey Clinic ${width} ${locale} ${Date.now()}`)
        await page.goto(storePath("/products"))
        if (locale === "da") await chooseLanguage(page, "da")
        await main(page).getByRole("heading", { level: 1, name: t("products.title") }).waitFor()

        // The grid: the kit in the page's language; with two options it asks which one instead of adding the first.
        const card = main(page).locator(".product-card").filter({ has: page.getByRole("link", { name, exact: true }) })
        const add = card.getByRole("button", { name: t("products.addToCartFor", { name }) })
        await add.click()
        await card.getByRole("alert").waitFor()
        const choice = card.getByRole("combobox")
        expect(await choice.evaluate((el) => el === document.activeElement)).toBe(true)
        await choice.selectOption({ index: 2 })

        // Added: the shopper is on the cart, which names the kit (a polite live region) and leads back to the grid.
        const started = Date.now()
        await add.click()
        const added = main(page).getByRole("status").filter({ hasText: t("cart.added", { title: name }) })
        await added.waitFor()
        const shownAfter = Date.now() - started
        console.info(`add to cart → cart shown (${width} px, ${locale}): ${shownAfter} ms`)
        expect(new URL(page.url()).pathname).toBe("/cart")
        expect(await added.getAttribute("aria-live")).toBe("polite")
        await checkScreen(page, `cart-added-${width}-${locale}`, { screenshot: true })
        await main(page).getByRole("link", { name: t("cart.continueShopping") }).click()
        await main(page).getByRole("heading", { level: 1, name: t("products.title") }).waitFor()
        expect(new URL(page.url()).pathname).toBe("/products")

        // The product page: picture and buy box side by side (on a phone the buy box first, above the fold, and the
        // picture under it), the notice before the button,
        // a quantity, and the sections staff wrote (Danish where given, English otherwise).
        await card.getByRole("link", { name, exact: true }).click()
        await main(page).getByRole("heading", { level: 1, name }).waitFor()
        // Both boxes read at once (the page may still scroll back after the navigation).
        const [picture, buyBox] = await main(page).locator(".product-layout").evaluate((layout) =>
          [layout.querySelector(".product-image")!, layout.querySelector(".buy-box")!].map((el) => el.getBoundingClientRect().toJSON() as DOMRect)
        )
        if (width === 1280) expect(buyBox.x).toBeGreaterThanOrEqual(picture.x + picture.width - 1)
        else expect(picture.y).toBeGreaterThanOrEqual(buyBox.y + buyBox.height - 1)
        await main(page).getByText(t("products.canPurchase")).waitFor()
        const buy = main(page).getByRole("button", { name: t("products.addToCartFor", { name }) })
        expect(await main(page).getByText(t("products.canPurchase")).evaluate((notice, button) => Boolean(notice.compareDocumentPosition(button as Node) & Node.DOCUMENT_POSITION_FOLLOWING), await buy.elementHandle())).toBe(true)
        await main(page).getByRole("heading", { level: 2, name: locale === "en" ? "What is tested" : "Hvad der testes" }).waitFor()
        await main(page).getByText(locale === "en" ? "DNA fragmentation index (SCSA) of the sperm sample" : "DNA-fragmenteringsindeks (SCSA) i sædprøven").waitFor()
        await main(page).getByText("7 working days").waitFor()
        expect(await scrollWidth(page)).toBeLessThanOrEqual(width)
        await checkScreen(page, `product-${width}-${locale}`, { screenshot: true })
        await main(page).getByRole("spinbutton", { name: t("shop.product.quantity") }).fill("2")
        const productUrl = page.url()
        await buy.click()
        await added.waitFor()

        // Back to the product page the item was added on, and to the cart again.
        await main(page).getByRole("link", { name: t("cart.continueShopping") }).click()
        await main(page).getByRole("heading", { level: 1, name }).waitFor()
        expect(page.url()).toBe(productUrl)
        await cartLink(page).click()

        // The cart: pictures, names linked to the product, a stepper the arrow keys move, money on one line.
        await main(page).getByRole("heading", { level: 1, name: t("cart.title") }).waitFor()
        const rows = main(page).locator("tbody tr")
        await expect.poll(() => rows.count()).toBe(2)
        expect(await main(page).locator("tbody .cart-item img, tbody .cart-item .product-image-placeholder").count()).toBe(2)
        expect(await main(page).locator("tbody").getByRole("link", { name, exact: true }).first().getAttribute("href")).toMatch(/^\/products\/prod_/)
        const total = main(page).locator(".totals-grand dd")
        await expect.poll(() => total.textContent(), { timeout: 15_000 }).not.toMatch(/\(/)
        const before = await total.textContent()
        const quantity = rows.first().getByRole("spinbutton")
        const was = Number(await quantity.inputValue())
        await quantity.focus()
        await page.keyboard.press("ArrowUp")
        await expect.poll(async () => Number(await quantity.inputValue())).toBe(was + 1)
        // The figure shown is always a total Medusa answered: the previous one (marked) until the new one arrives.
        await expect.poll(() => total.textContent(), { timeout: 15_000 }).not.toBe(before)
        await expect.poll(() => total.textContent(), { timeout: 15_000 }).not.toMatch(/\(/)
        for (const selector of [".cart-line-price", ".cart-line-total", ".totals dd", "tbody .button.link"]) {
          for (const lines of await lineCount(page, `main ${selector}`)) expect(lines, `${selector} at ${width} px`).toBe(1)
        }
        expect(await scrollWidth(page)).toBeLessThanOrEqual(width)
        await checkScreen(page, `cart-${width}-${locale}`, { screenshot: true })
      })
    }
  }
})
