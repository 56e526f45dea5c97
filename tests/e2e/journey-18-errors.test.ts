import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Page } from "playwright-core"
import { expect, it } from "vitest"
import { asBrowser, registerApprovedClinic } from "./support/browser-api"
import { useJourneyBrowser } from "./support/journey"
import { staffApi, uniqueEmail } from "./support/store-api"
import { toPaymentStep } from "./support/owner-journey"
import { ADDRESS, addFromGrid, cartLink, checkScreen, fillAddress, main, signUp, storePath } from "./support/storefront"

const journey = useJourneyBrowser()

/** The alert on the page (role=alert) that says `text`. */
const alertSaying = (page: Page, text: string) => main(page).getByRole("alert").filter({ hasText: text }).first().waitFor()

async function signedUpAt(name: string, tag: string) {
  const { page } = await journey.session(name)
  const email = uniqueEmail(tag)
  await signUp(page, email)
  return { page, email }
}

// The country is a select of the countries the store serves, so a malformed code cannot be sent from the page any
// more; a served-country refusal shown by the field is journey 15's, the reason's wording tests/lib/friendly-error's.

it("an individual application names the too-long Phone at its field, then the Date of birth that must be in the past", async () => {
  const { page } = await signedUpAt("errors-individual", "individual")
  await page.goto(storePath("/apply"))
  await main(page).getByRole("button", { name: "Apply as an individual" }).click()
  const form = main(page).getByRole("form", { name: "Apply as an individual" })
  await form.getByLabel("First name").fill("Erin")
  await form.getByLabel("Last name").fill("Tester")
  await fillAddress(form, "Billing address", { Address: "1 Main Street", City: "Boston", "Postal code": "02110", Country: "us" })
  await form.getByLabel("Phone").fill("+45 1234 5678 1234 5678 1234 5678 90")
  await form.getByRole("button", { name: "Send application" }).click()
  await alertSaying(page, "Phone: use at most 32 characters.")
  await form.getByText("Phone: use at most 32 characters.", { exact: true }).first().waitFor()
  await expect.poll(() => form.getByLabel("Phone").getAttribute("aria-invalid")).toBe("true")

  await form.getByLabel("Phone").fill("+4512345678")
  await form.getByLabel("Date of birth").fill("2999-01-01")
  await form.getByRole("button", { name: "Send application" }).click()
  await alertSaying(page, "Date of birth: enter a date in the past.")
  await checkScreen(page, "errors-date-of-birth")
})

it("placing an order after the application was withdrawn says only approved customers can order", async () => {
  const { page } = await signedUpAt("errors-not-approved", "withdrawn")
  const applied = await asBrowser(page, "POST", "/store/application", { first_name: "Erin", last_name: "Tester" })
  expect(applied.status).toBe(201)
  const me = await asBrowser(page, "GET", "/store/user/me")
  const staff = await staffApi()
  const review = (status: string) => staff.post(`/admin/applications/${me.body.customer.id}`).send(status === "rejected" ? { status, reason: "Not this time" } : { status })
  expect((await review("approved")).status).toBe(200)
  await page.goto(storePath("/products"))
  await addFromGrid(page)
  await cartLink(page).click()
  await main(page).getByRole("heading", { name: "Your cart" }).waitFor()
  await main(page).getByRole("button", { name: "Checkout" }).click()
  // The address step (the email the customer signed up with stays), delivery, then the payment step.
  await toPaymentStep(page, await main(page).getByRole("form", { name: "Contact" }).getByLabel("Email", { exact: true }).inputValue(), ADDRESS)
  const place = main(page).getByRole("button", { name: "Place order" })
  await expect.poll(() => place.isEnabled(), { timeout: 20_000 }).toBe(true)
  expect((await review("rejected")).status).toBe(200)
  await place.click()
  await alertSaying(page, "Only customers with an approved application can order.")
})

it("an invite to someone already in a clinic says so instead of offering Accept; a stale Accept gets the reason", async () => {
  const owner = await signedUpAt("errors-invite-owner", "inviter")
  await registerApprovedClinic(owner.page, "Epilepsy Clinic", `Inviting Clinic ${Date.now()}`)
  const invitee = await signedUpAt("errors-invitee", "invitee")
  expect((await asBrowser(owner.page, "POST", "/store/invites", { to: invitee.email })).status).toBe(201)

  // Accept is offered while the invitee belongs to no clinic...
  await invitee.page.goto(storePath("/apply"))
  const accept = main(invitee.page).getByRole("button", { name: /^Accept the invite from/ })
  await accept.waitFor()
  // ...then, in another tab, they register a clinic of their own: the open page's Accept is refused with the reason.
  expect((await asBrowser(invitee.page, "POST", "/store/clinics", { clinic: { name: "Own Clinic", type: "Fertility Clinic", billing_email: "own@example.test", billing_address: { first_name: "I", last_name: "V", address_1: "1 Main Street", city: "Boston", postal_code: "02110", country_code: "us" } } })).status).toBe(201)
  await accept.click()
  await alertSaying(invitee.page, "You already belong to a clinic. Leave it before you register or join another one.")

  // On a fresh page the invite says why it cannot be accepted, and only Decline is offered.
  await invitee.page.goto(storePath("/clinic"))
  await main(invitee.page).getByText("You already belong to a clinic, so you cannot accept this invite.", { exact: false }).waitFor()
  expect(await main(invitee.page).getByRole("button", { name: /^Accept the invite from/ }).count()).toBe(0)
  await main(invitee.page).getByRole("button", { name: /^Decline the invite from/ }).waitFor()
  await checkScreen(invitee.page, "errors-invite-in-clinic")
})

it("inviting a member or someone already invited says who and why", async () => {
  const owner = await signedUpAt("errors-invite-twice", "owner")
  await registerApprovedClinic(owner.page, "Epilepsy Clinic", `Twice Clinic ${Date.now()}`)
  await owner.page.goto(storePath("/clinic"))
  const form = main(owner.page).getByRole("form", { name: "Invite a member" })
  await form.getByLabel("Email address").fill(owner.email)
  await form.getByRole("button", { name: "Send invite" }).click()
  await alertSaying(owner.page, `${owner.email} is already a member of this clinic.`)

  const guest = uniqueEmail("guest")
  await form.getByLabel("Email address").fill(guest)
  await form.getByRole("button", { name: "Send invite" }).click()
  await main(owner.page).getByText(`Invite sent to ${guest}.`).waitFor()
  await form.getByLabel("Email address").fill(guest)
  await form.getByRole("button", { name: "Send invite" }).click()
  await alertSaying(owner.page, `${guest} already has an invite that is waiting for an answer.`)
})

it("an empty upload says the file is empty; a too-long phone on the contact form is named at the Phone field", async () => {
  const { page } = await signedUpAt("errors-upload", "upload")
  await page.goto(storePath("/account/files"))
  const empty = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "journey-18-")), "empty.txt")
  fs.writeFileSync(empty, "")
  await main(page).getByLabel("File to upload").setInputFiles(empty)
  await main(page).getByRole("button", { name: "Upload", exact: true }).click()
  await alertSaying(page, "File: the file is empty. Choose a file with content.")

  await page.goto(storePath("/contact"))
  const contact = main(page)
  await contact.getByLabel("Name", { exact: true }).fill("Erin Tester")
  await contact.getByLabel("Email", { exact: true }).fill(uniqueEmail("contact"))
  await contact.getByLabel("Phone").fill("+45 1234 5678 1234 5678 1234 5678 90")
  await contact.getByLabel("Message").fill("A question about my order.")
  await contact.getByRole("button", { name: "Send message" }).click()
  await alertSaying(page, "Phone: use at most 32 characters.")
  await expect.poll(() => contact.getByLabel("Phone").getAttribute("aria-invalid")).toBe("true")
})
