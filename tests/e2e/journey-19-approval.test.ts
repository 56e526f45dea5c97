import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { failureScreenshot, launchBrowser, newSession } from "./support/browser"
import { asBrowser, registerApprovedClinic } from "./support/browser-api"
import { uniqueEmail } from "./support/store-api"
import { toPaymentStep } from "./support/owner-journey"
import { ADDRESS, addFromGrid, cartLink, checkScreen, expectCartCount, main, signUp, storePath } from "./support/storefront"

// Two people sign up with mailed codes and an order waits for a decision: generous time on a busy machine.
vi.setConfig({ testTimeout: 420_000 })

let browser: Browser
let failed: Page | undefined

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/**
 * The member fills a cart with one panel (the cart already says it needs approval, by how much) and presses "Place
 * order": her limit refuses it and she asks for approval.
 */
async function askForApproval(page: Page, email: string): Promise<void> {
  await page.goto(storePath("/products"))
  await addFromGrid(page, "Epilepsy Gene Panel")
  await expectCartCount(page, 1)
  await cartLink(page).click()
  await main(page).getByText(/This order needs your clinic's approval: it is \$[\d,.]+ over your limit per order \(\$0\.01\)/).waitFor({ timeout: 30_000 })
  await main(page).getByRole("button", { name: "Checkout" }).click()
  await toPaymentStep(page, email, ADDRESS)
  const place = main(page).getByRole("button", { name: "Place order" })
  await expect.poll(() => place.isEnabled(), { timeout: 30_000 }).toBe(true)
  await place.click()
  const ask = main(page).getByRole("region", { name: "This order needs approval" })
  await ask.getByRole("button", { name: "Ask for approval" }).click()
  await ask.getByText("Your request was sent to your clinic's owner and admins.", { exact: false }).waitFor()
}

/** The owner's pending request of the member, on the clinic page. */
async function pendingRequest(page: Page, memberName: string) {
  await page.goto(storePath("/clinic"))
  const approvals = main(page).getByRole("region", { name: "Approval requests" })
  const request = approvals.getByRole("listitem", { name: new RegExp(`^Request by ${memberName} for`) }).filter({ hasText: "Waiting for approval" })
  await request.waitFor({ timeout: 30_000 })
  return request
}

it("a member over her limit asks for approval; the owner approves in another browser and she sees the order; a rejection shows its reason", async (ctx) => {
  const owner = await newSession(browser)
  const member = await newSession(browser)
  ctx.onTestFailed(() => failureScreenshot(failed, ctx.task.name))

  failed = owner.page
  const ownerEmail = uniqueEmail("approving-owner")
  await signUp(owner.page, ownerEmail, { first: "Olivia", last: "Owner" })
  const clinic = await registerApprovedClinic(owner.page, "Epilepsy Clinic", `Approval Clinic ${ownerEmail.slice(16, 24)}`)

  failed = member.page
  const memberEmail = uniqueEmail("limited-member")
  await signUp(member.page, memberEmail, { first: "Mia", last: "Member" })
  const invite = await asBrowser(owner.page, "POST", "/store/invites/", { to: memberEmail })
  expect(invite.status).toBe(201)
  expect((await asBrowser(member.page, "PUT", `/store/invites/${invite.body.invite.id}`, { status: "approved" })).status).toBe(200)

  // The owner sets Mia's limit per order to one cent on the clinic page.
  failed = owner.page
  await owner.page.goto(storePath("/clinic"))
  await main(owner.page).getByRole("heading", { name: clinic.name }).waitFor()
  const limits = main(owner.page).getByRole("form", { name: "Spending limits of Mia Member" })
  await limits.getByLabel("Limit per order (USD)").fill("0.01")
  await limits.getByRole("button", { name: "Save limits" }).click()
  await limits.getByText("Limits saved").waitFor()
  await main(owner.page).getByText("Per order: $0.01").waitFor()

  failed = member.page
  await askForApproval(member.page, memberEmail)
  await checkScreen(member.page, "checkout-approval-asked")

  // A reload keeps the pending request (read from the server): Place order says why it waits, the cart is frozen.
  await member.page.reload()
  const asked = main(member.page).getByRole("region", { name: "This order needs approval" })
  await asked.getByText("Your request was sent to your clinic's owner and admins.", { exact: false }).waitFor({ timeout: 30_000 })
  await main(member.page).getByText("Your request for approval is pending", { exact: false }).waitFor()
  expect(await main(member.page).getByRole("button", { name: "Place order" }).isDisabled()).toBe(true)
  await member.page.goto(storePath("/cart"))
  await main(member.page).getByText("This cart is waiting for your clinic's approval", { exact: false }).waitFor({ timeout: 30_000 })
  expect(await main(member.page).getByRole("button", { name: /^Remove / }).first().isDisabled()).toBe(true)
  expect(await main(member.page).getByRole("button", { name: /^Increase / }).first().isDisabled()).toBe(true)

  // She withdraws it (the cart is open again) and asks again with a note for the owner.
  await main(member.page).getByRole("button", { name: "Checkout" }).click()
  await asked.getByRole("button", { name: "Withdraw request" }).click()
  await asked.getByText("You withdrew your request.", { exact: false }).waitFor({ timeout: 30_000 })
  await member.page.goto(storePath("/cart"))
  await main(member.page).getByText(/This order needs your clinic's approval/).waitFor({ timeout: 30_000 })
  expect(await main(member.page).getByRole("button", { name: /^Remove / }).first().isEnabled()).toBe(true)
  await main(member.page).getByRole("button", { name: "Checkout" }).click()
  await asked.getByLabel(/Note to the owner/).fill("For the March patients")
  await asked.getByRole("button", { name: "Ask for approval" }).click()
  await asked.getByText("Your request was sent to your clinic's owner and admins.", { exact: false }).waitFor()

  failed = owner.page
  const request = await pendingRequest(owner.page, "Mia Member")
  await request.getByText("Note: For the March patients").waitFor()
  await main(owner.page).getByText("Spent this month before this order:", { exact: false }).first().waitFor()
  await owner.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Clinic 1 request waiting for approval" }).waitFor({ timeout: 30_000 })
  await checkScreen(owner.page, "clinic-approval-requests")
  await request.getByRole("button", { name: "Approve and place the order" }).click()
  await main(owner.page).getByRole("region", { name: "Approval requests" }).getByText(/Order #\d+ was placed/).waitFor()

  // The member's checkout reads the request again while it is pending: the decision and the order appear, either as
  // the request's answer or, when her cart actor sees its cart placed first, as the order's confirmation.
  failed = member.page
  const approvedHere = main(member.page).getByRole("heading", { name: "Your order was approved and placed." })
  const confirmed = main(member.page).getByRole("heading", { name: "Order confirmed" })
  await approvedHere.or(confirmed).first().waitFor({ timeout: 30_000 })
  if (await approvedHere.isVisible()) await main(member.page).getByRole("link", { name: /See order #\d+/ }).click()
  else await main(member.page).getByRole("link", { name: "View order" }).click()
  await main(member.page).getByRole("heading", { name: /^Order #\d+$/ }).waitFor()

  // A second cart over the limit is rejected with a reason, which the member reads at checkout.
  await askForApproval(member.page, memberEmail)
  failed = owner.page
  const second = await pendingRequest(owner.page, "Mia Member")
  await second.getByLabel("Reason for rejecting").fill("Over this quarter's budget")
  await second.getByRole("button", { name: "Reject" }).click()
  await main(owner.page).getByText("Reason: Over this quarter's budget").waitFor()

  failed = member.page
  await main(member.page).getByRole("heading", { name: "Your order was not approved" }).waitFor({ timeout: 30_000 })
  await main(member.page).getByText("Reason: Over this quarter's budget").waitFor()
})
