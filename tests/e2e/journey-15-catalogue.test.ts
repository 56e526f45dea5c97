import { setCustomerBillingAddress } from "./support/database"
import { expect, it } from "vitest"
import { asBrowser, registerApprovedClinic } from "./support/browser-api"
import { mouse } from "./support/interact"
import { useJourneyBrowser } from "./support/journey"
import { browserMe, checkout } from "./support/owner-journey"
import { staffApi, uniqueEmail } from "./support/store-api"
import { cartLink, checkScreen, expectAddedOnCart, expectCartCount, fillAddress, main, signUp, storePath } from "./support/storefront"

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
  await expectAddedOnCart(page)
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

it("countries: an individual applies with a Danish address and sees DKK prices; the clinic form shows the server's refusal by the country field; a customer whose country lost its region is told so", async () => {
  const staff = await staffApi()
  const { page } = await journey.session("countries-individual")
  await signUp(page, uniqueEmail("danish-individual"), { first: "Ida", last: "Holm" })
  await page.goto(storePath("/apply"))
  await main(page).getByRole("button", { name: "Apply as an individual" }).click()
  const form = main(page).getByRole("form", { name: "Apply as an individual" })
  await form.getByLabel("First name").fill("Ida")
  await form.getByLabel("Last name").fill("Holm")
  await fillAddress(form, "Billing address", { Address: "Nørregade 1", City: "København", "Postal code": "1165", Country: "dk" })
  await form.getByRole("button", { name: "Send application" }).click()
  await main(page).getByRole("heading", { name: "Your application is awaiting approval" }).waitFor()
  const individual = await browserMe(page)
  expect((await staff.post(`/admin/applications/${individual.id}`).send({ status: "approved" })).status).toBe(200)
  await page.goto(storePath("/products"))
  const amh = main(page).locator("li").filter({ hasText: "AMH Ovarian Reserve Test" })
  await amh.getByText(/^DKK\s610\.00$/).waitFor()

  // Italy is served while the clinic form is filled in, and no longer when it is sent.
  const regions = (await staff.get("/admin/regions")).body.regions as { id: string; name: string }[]
  const europe = regions.find((region) => region.name === "Europe")!
  const clinicSession = await journey.session("countries-clinic")
  const clinicPage = clinicSession.page
  await signUp(clinicPage, uniqueEmail("italian-clinic"), { first: "Luca", last: "Rossi" })
  await clinicPage.goto(storePath("/apply"))
  await main(clinicPage).getByRole("button", { name: "Register a clinic" }).click()
  const clinicForm = main(clinicPage).getByRole("form", { name: "Register a clinic" })
  await clinicForm.getByLabel("Clinic name").fill(`Clinica ${Date.now()}`)
  await clinicForm.getByLabel("Billing email").fill(uniqueEmail("billing"))
  await fillAddress(clinicForm, "Billing address", { "First name": "Luca", "Last name": "Rossi", Address: "Via Roma 1", City: "Roma", "Postal code": "00184", Country: "it" })
  // Billed in Italy while it is served: older data once Italy loses its region (the store refuses unserved addresses).
  const clinicCustomer = (await asBrowser(clinicPage, "GET", "/store/user/me")).body as { customer: { id: string } }
  await setCustomerBillingAddress(clinicCustomer.customer.id, { first_name: "Luca", last_name: "Rossi", address_1: "Via Roma 1", city: "Roma", postal_code: "00184", country_code: "it" })
  expect((await staff.delete(`/admin/regions/${europe.id}/countries/it`)).status).toBe(200)
  try {
    await clinicForm.getByRole("button", { name: "Register clinic" }).click()
    const country = clinicForm.locator("fieldset").filter({ hasText: "Billing address" }).getByLabel("Country", { exact: true })
    await expect.poll(() => country.getAttribute("aria-invalid")).toBe("true")
    const describedBy = (await country.getAttribute("aria-describedby"))!
    expect(await clinicPage.locator(`[id="${describedBy}"]`).textContent()).toMatch(/^We do not deliver to Italy yet\. Choose .*Denmark.*United States\.$/)
    await checkScreen(clinicPage, "apply-clinic-country-refused", { screenshot: true })

    // A customer billed in Italy from before (older data), approved: one sentence instead of products or a cart.
    expect((await asBrowser(clinicPage, "POST", "/store/application", { first_name: "Luca", last_name: "Rossi" })).status).toBe(201)
    const luca = await browserMe(clinicPage)
    expect((await staff.post(`/admin/applications/${luca.id}`).send({ status: "approved" })).status).toBe(200)
    await clinicPage.goto(storePath("/products"))
    await main(clinicPage).getByText("We do not deliver to Italy yet, so products and the cart are not available to you.").waitFor()
    expect(await main(clinicPage).getByText(/check your connection/i).count()).toBe(0)
    await checkScreen(clinicPage, "products-country-not-served", { screenshot: true })
    await clinicPage.goto(storePath("/cart"))
    await main(clinicPage).getByText("We do not deliver to Italy yet, so products and the cart are not available to you.").waitFor()
  } finally {
    expect((await staff.post(`/admin/regions/${europe.id}/countries`).send({ country_code: "it" })).status).toBe(200)
  }
})
