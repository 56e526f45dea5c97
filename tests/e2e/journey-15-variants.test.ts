import { expect, it } from "vitest"
import { asBrowser, registerApprovedClinic } from "./support/browser-api"
import { mouse } from "./support/interact"
import { useJourneyBrowser } from "./support/journey"
import { checkout } from "./support/owner-journey"
import { uniqueEmail } from "./support/store-api"
import { cartLink, checkScreen, expectCartCount, main, signUp, storePath } from "./support/storefront"

const journey = useJourneyBrowser()

it("a clinic buys a product's second option: the cart, the confirmation and the order name it, and Medusa's order holds it", async () => {
  const { page } = await journey.session("variants")
  const email = uniqueEmail("variant-owner")
  await signUp(page, email, { first: "Vera", last: "Variant" })
  await registerApprovedClinic(page, "Epilepsy Clinic", `Variant Journey Clinic ${Date.now()}`)

  await page.goto(storePath("/products"))
  // Standard and Rapid cost differently: the list says "from" the lower price.
  const card = main(page).locator("li").filter({ hasText: "Epilepsy Gene Panel" })
  await card.getByText(/^from \$1,250\.00$/).waitFor()
  await card.getByRole("link", { name: "Epilepsy Gene Panel" }).click()

  await main(page).getByRole("heading", { level: 1, name: "Epilepsy Gene Panel" }).waitFor()
  const options = main(page).getByRole("group", { name: "Turnaround" })
  expect(await options.getByRole("radio", { name: /Standard \(21 days\)/ }).isChecked()).toBe(true)
  await options.getByRole("radio", { name: /Rapid \(10 days\)/ }).check()
  await main(page).locator("p.price").getByText("$1,850.00").waitFor()
  await main(page).getByText("You can order this product.").waitFor()
  await checkScreen(page, "product-options")
  await main(page).getByRole("button", { name: "Add to cart: Epilepsy Gene Panel" }).click()
  await expectCartCount(page, 1)

  await cartLink(page).click()
  const line = main(page).getByRole("row", { name: /Epilepsy Gene Panel/ })
  await line.getByText("Rapid (10 days)", { exact: true }).waitFor()
  expect(await line.getByText("$1,850.00").count()).toBeGreaterThan(0)
  await main(page).getByRole("button", { name: "Checkout" }).click()
  await checkout(page, mouse, email)
  await main(page).getByText("1 × Epilepsy Gene Panel – Rapid (10 days)").waitFor()

  const orderId = new URL(page.url()).pathname.split("/").pop()!
  const orders = await asBrowser(page, "GET", `/store/orders/${orderId}`)
  expect(orders.status).toBe(200)
  const order = orders.body.order as { items: { variant_id: string; description: string }[] }
  const catalogue = await asBrowser(page, "GET", "/store/products?handle=epilepsy-gene-panel")
  const rapid = (catalogue.body.products[0].variants as { id: string; sku: string }[]).find((variant) => variant.sku === "EPI-PANEL-RAPID")!
  expect(order.items.map((item) => item.variant_id)).toEqual([rapid.id])
  expect(order.items[0].description).toBe("Rapid (10 days)")

  await main(page).getByRole("link", { name: "View order" }).click()
  await main(page).getByRole("row", { name: /Epilepsy Gene Panel/ }).getByText("Rapid (10 days)", { exact: true }).waitFor()
  await expectCartCount(page, 0)
})
