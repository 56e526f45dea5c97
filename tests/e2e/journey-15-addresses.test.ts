import { expect, it } from "vitest"
import { asBrowser, registerApprovedClinic } from "./support/browser-api"
import { useJourneyBrowser } from "./support/journey"
import { uniqueEmail } from "./support/store-api"
import { cartLink, checkScreen, expectAddedOnCart, expectCartCount, fillAddress, main, signUp, storePath } from "./support/storefront"

const journey = useJourneyBrowser()

const SAVED = { "First name": "Ada", "Last name": "Book", Address: "77 Harbor Road", City: "Portland", "Postal code": "04101", Country: "us" }
const SAVED_LINE = "Ada Book, 77 Harbor Road, 04101 Portland, United States"

it("an address saved on /account survives a reload, is offered at checkout, and becomes the order's shipping address; the next person in the same browser never sees it", async () => {
  const { page } = await journey.session("address-book")
  await signUp(page, uniqueEmail("address-owner"), { first: "Ada", last: "Book" })
  await registerApprovedClinic(page, "Epilepsy Clinic", `Address Book Clinic ${Date.now()}`)

  await page.goto(storePath("/account/addresses"))
  const book = main(page).locator("section").filter({ has: page.getByRole("heading", { name: "Address book" }) })
  await book.getByText("No saved addresses yet.").waitFor()
  await book.getByRole("button", { name: "Add an address" }).click()
  const form = book.getByRole("form", { name: "New address" })
  await fillAddress(form, "New address", SAVED)
  await form.getByRole("button", { name: "Save" }).click()
  await book.getByText(SAVED_LINE).waitFor()
  await checkScreen(page, "account-address-book", { screenshot: true })
  await page.reload()
  await book.getByText(SAVED_LINE).waitFor()

  await page.goto(storePath("/products"))
  await main(page).getByRole("link", { name: "Epilepsy Gene Panel" }).first().click()
  await main(page).getByRole("button", { name: "Add to cart: Epilepsy Gene Panel" }).click()
  await expectAddedOnCart(page)
  await expectCartCount(page, 1)
  await cartLink(page).click()
  await main(page).getByRole("button", { name: "Checkout" }).click()
  await main(page).getByRole("heading", { name: "Checkout", exact: true }).waitFor()
  // The cart starts complete (the clinic's address and its contact person): the checkout opens at the review.
  await main(page).getByRole("region", { name: "Check your order" }).getByRole("link", { name: "Change shipping address" }).click()
  const details = main(page).getByRole("form", { name: "Contact" })
  await details.getByRole("button", { name: "Change shipping address" }).click()
  const shipTo = details.getByRole("group", { name: "Ship to" })
  // That address is not a saved one: "A new address" is chosen.
  await shipTo.getByRole("radio", { name: "A new address" }).waitFor()
  expect(await shipTo.getByRole("radio", { name: "A new address" }).isChecked()).toBe(true)
  await shipTo.getByRole("radio", { name: SAVED_LINE }).check()
  // A saved address is chosen in one line: the full form is only for a new address.
  expect(await shipTo.getByRole("radio", { name: SAVED_LINE }).isChecked()).toBe(true)
  expect(await details.locator("fieldset").filter({ has: page.locator("legend", { hasText: "Shipping address" }) }).count()).toBe(0)
  await checkScreen(page, "checkout-saved-address", { screenshot: true })
  await details.getByRole("button", { name: "Continue to delivery" }).click()
  await main(page).getByText("Chosen automatically for your region:").waitFor()
  const place = main(page).getByRole("button", { name: "Place order" })
  await expect.poll(() => place.isEnabled(), { timeout: 20_000 }).toBe(true)
  await place.click()
  await page.waitForURL(/\/order\/confirmed\/order_/, { timeout: 30_000 })

  const orderId = new URL(page.url()).pathname.split("/").pop()!
  const order = await asBrowser(page, "GET", `/store/orders/${orderId}`)
  expect(order.status).toBe(200)
  expect(order.body.order.shipping_address).toMatchObject({ first_name: "Ada", last_name: "Book", address_1: "77 Harbor Road", city: "Portland", postal_code: "04101", country_code: "us" })

  // Signed out, a second person signs up in the same browser: their book is empty and the first one's never shows.
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click()
  await page.waitForURL(/\/login$/)
  await signUp(page, uniqueEmail("address-next"), { first: "Nils", last: "Next" })
  await page.goto(storePath("/account/addresses"))
  await book.getByText("No saved addresses yet.").waitFor()
  expect(await page.getByText("77 Harbor Road").count()).toBe(0)
  const theirs = await asBrowser(page, "GET", "/store/customers/me")
  expect(theirs.body.customer.shipping_addresses).toEqual([])
})
