import { expect, it } from "vitest"
import { asBrowser } from "./support/browser-api"
import { mouse } from "./support/interact"
import { useJourneyBrowser } from "./support/journey"
import { browserMe, checkout } from "./support/owner-journey"
import { staffApi, uniqueEmail } from "./support/store-api"
import { cartLink, checkScreen, expectAddedOnCart, expectCartCount, fillAddress, JOURNEY_PASSWORD, main, signUp, storePath } from "./support/storefront"

const journey = useJourneyBrowser()

it("an individual applies, waits, is approved, buys an individual test and cannot buy a clinic-only one", async () => {
  const { page } = await journey.session("individual")
  const email = uniqueEmail("individual")
  await signUp(page, email, { first: "Ines", last: "Individual" })
  // The names typed at sign-up reach the store customer at the first sign-in (before any application asks again).
  expect(await browserMe(page)).toMatchObject({ email, first_name: "Ines", last_name: "Individual" })
  await page.goto(storePath("/apply"))
  await main(page).getByRole("button", { name: "Apply as an individual" }).click()
  const form = main(page).getByRole("form", { name: "Apply as an individual" })
  await form.getByLabel("First name").fill("Ines")
  await form.getByLabel("Last name").fill("Individual")
  // The application asks for the billing address, in a country the store serves: it picks the cart's region.
  await fillAddress(form, "Billing address", { Address: "1 Main Street", City: "Boston", "Postal code": "02110", Country: "us" })
  await checkScreen(page, "apply-individual-form", { screenshot: true })
  await form.getByRole("button", { name: "Send application" }).click()
  await main(page).getByRole("heading", { name: "Your application is awaiting approval" }).waitFor()
  expect(await cartLink(page).count()).toBe(0)

  const me = await browserMe(page)
  const staff = await staffApi()
  expect((await staff.post(`/admin/applications/${me.id}`).send({ status: "approved" })).status).toBe(200)

  expect((await browserMe(page)) as unknown).toMatchObject({ billing_address: { address_1: "1 Main Street", country_code: "us", first_name: "Ines" } })

  await page.goto(storePath("/products"))
  const products = main(page)
  await products.getByText("Antiseizure Medication Pharmacogenomics", { exact: true }).first().waitFor()
  await products.getByText("AMH Ovarian Reserve Test", { exact: true }).first().waitFor()
  expect(await products.getByText("Epilepsy Gene Panel", { exact: true }).count()).toBe(0)
  await checkScreen(page, "products-individual")

  // A clinic-only product, reached by its address: the page says it cannot be bought and offers no button.
  await page.goto(storePath("/products/epilepsy-gene-panel"))
  await main(page).getByRole("heading", { name: "Epilepsy Gene Panel" }).waitFor()
  await main(page).getByText("This product is not available for you to order.").waitFor()
  expect(await main(page).getByRole("button", { name: /Add to cart/ }).count()).toBe(0)
  await checkScreen(page, "product-not-purchasable", { screenshot: true })

  // The API refuses it too.
  const { products: panel } = (await asBrowser(page, "GET", "/store/products?handle=epilepsy-gene-panel")).body
  const { regions } = (await asBrowser(page, "GET", "/store/regions")).body
  const usd = regions.find((r: { currency_code: string }) => r.currency_code === "usd")
  const { cart } = (await asBrowser(page, "POST", "/store/carts", { region_id: usd.id })).body
  const refused = await asBrowser(page, "POST", `/store/carts/${cart.id}/line-items`, { variant_id: panel[0].variants[0].id, quantity: 1 })
  expect(refused.status).toBe(403)
  expect((await asBrowser(page, "GET", `/store/user/can-purchase/${panel[0].id}`)).body.can_purchase).toBe(false)

  // The individual test: product page, add to cart, checkout.
  await page.goto(storePath("/products/asm-pharmacogenomics"))
  await main(page).getByText("You can order this product.").waitFor()
  await checkScreen(page, "product", { screenshot: true })
  await main(page).getByRole("button", { name: "Add to cart: Antiseizure Medication Pharmacogenomics" }).click()
  await expectAddedOnCart(page)
  await expectCartCount(page, 1)
  await cartLink(page).click()
  await main(page).getByRole("button", { name: "Checkout" }).click()
  // The address forms offer only the countries of the cart's region (US).
  await main(page).getByRole("heading", { name: "Checkout", exact: true }).waitFor()
  // The cart is complete: the shipping address's form opens from the review's change link, then its own "Change".
  await main(page).getByRole("region", { name: "Check your order" }).getByRole("link", { name: "Change shipping address" }).click()
  const details = main(page).getByRole("form", { name: "Contact" })
  await details.getByRole("button", { name: "Change shipping address" }).click()
  // The application's address is a saved one (chosen in one line): a new address opens the form.
  const newAddress = details.getByRole("radio", { name: "A new address" })
  if (await newAddress.count()) await newAddress.check()
  const shippingCountry = details.locator("fieldset").filter({ hasText: "Shipping address" }).getByLabel("Country", { exact: true })
  await shippingCountry.waitFor()
  expect(await shippingCountry.locator("option").allTextContents()).toEqual(["Choose a country", "United States"])
  await checkScreen(page, "checkout-details", { screenshot: true })
  await checkout(page, mouse, email)
  await expectCartCount(page, 0)
  const orders = (await asBrowser(page, "GET", "/store/orders/list")).body
  expect(JSON.stringify(orders)).toContain("Antiseizure Medication Pharmacogenomics")

  // Account deletion: one section (on the account area's Security page), which erases the store account and the
  // sign-in identity, then signs out to a page that says so.
  await page.goto(storePath("/account/security"))
  await main(page).getByRole("heading", { name: "Password and two-step verification" }).waitFor()
  expect(await main(page).getByRole("heading", { name: "Delete account" }).count()).toBe(1)
  await main(page).getByLabel('Type "delete my account" to confirm').fill("delete my account")
  await main(page).getByRole("button", { name: "Delete account" }).click()
  await page.waitForURL(/\/account\/deleted$/, { timeout: 30_000 })
  await main(page).getByRole("heading", { level: 1, name: "Your account is deleted" }).waitFor()
  expect((await asBrowser(page, "GET", "/store/user/me")).status).toBe(401)
  expect((await asBrowser(page, "POST", "/idp/sign-in", { email, password: JOURNEY_PASSWORD })).status).toBe(401)
})
