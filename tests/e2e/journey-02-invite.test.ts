import type { Browser, Locator, Page } from "playwright-core"
import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { failureScreenshot, launchBrowser, newSession } from "./support/browser"
import { asBrowser, placeOrderAs, registerApprovedClinic } from "./support/browser-api"
import { uniqueEmail } from "./support/store-api"
import { checkScreen, main, signUp, storePath } from "./support/storefront"

// Three people sign up, each entering the code mailed to them: more than the default time on a busy machine.
vi.setConfig({ testTimeout: 300_000 })

let browser: Browser
let failed: Page | undefined

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

function memberRow(page: Page, email: string): Locator {
  return main(page).getByRole("region", { name: "Members" }).getByRole("row").filter({ hasText: email })
}

async function openClinic(page: Page): Promise<void> {
  await page.goto(storePath("/clinic"))
  await main(page).getByRole("heading", { name: "Invites received" }).waitFor()
}

async function invite(page: Page, email: string): Promise<void> {
  const form = main(page).getByRole("form", { name: "Invite a member" })
  await form.getByLabel("Email address").fill(email)
  await form.getByRole("button", { name: "Send invite" }).click()
  await main(page).getByText(`Invite sent to ${email}.`).waitFor()
}

it("an invited person joins, sees the clinic's orders, is promoted, demoted and made owner; a declined invite stays declined", async (ctx) => {
  const owner = await newSession(browser)
  const invitee = await newSession(browser)
  const decliner = await newSession(browser)
  failed = owner.page
  ctx.onTestFailed(() => failureScreenshot(failed, ctx.task.name))

  const ownerEmail = uniqueEmail("inviting-owner")
  await signUp(owner.page, ownerEmail, { first: "Olivia", last: "Owner" })
  const clinic = await registerApprovedClinic(owner.page, "Epilepsy Clinic", `Invite Journey Clinic ${ownerEmail.slice(15, 23)}`)
  const order = await placeOrderAs(owner.page, "asm-pharmacogenomics")

  const inviteeEmail = uniqueEmail("invitee")
  await openClinic(owner.page)
  await main(owner.page).getByRole("heading", { name: clinic.name }).waitFor()
  await invite(owner.page, inviteeEmail)
  await main(owner.page).getByRole("region", { name: "Invites sent" }).getByRole("rowheader", { name: inviteeEmail }).waitFor()
  await checkScreen(owner.page, "clinic", { screenshot: true })

  failed = invitee.page
  await signUp(invitee.page, inviteeEmail, { first: "Ivy", last: "Invitee" })
  await openClinic(invitee.page)
  await main(invitee.page).getByText("You are not a member of a clinic.").waitFor()
  await main(invitee.page).getByText(`${clinic.name} invites you to join.`).waitFor()
  await checkScreen(invitee.page, "clinic-invite-received", { screenshot: true })
  await main(invitee.page).getByRole("button", { name: `Accept the invite from ${clinic.name}` }).click()
  await main(invitee.page).getByRole("heading", { name: clinic.name }).waitFor()
  await invitee.page.getByRole("banner").getByRole("link", { name: "Orders" }).click()
  await main(invitee.page).getByRole("link", { name: `#${order.display_id}` }).waitFor()
  await checkScreen(invitee.page, "orders-as-member")

  failed = owner.page
  await openClinic(owner.page)
  const row = memberRow(owner.page, inviteeEmail)
  // The names typed at sign-up reach the store customer: the member list and its actions name the person.
  const inviteeName = "Ivy Invitee"
  await row.getByRole("rowheader", { name: new RegExp(`^${inviteeName}`) }).waitFor()
  await row.getByRole("cell", { name: "Member", exact: true }).waitFor()
  await row.getByRole("button", { name: `Promote to admin: ${inviteeName}` }).click()
  await row.getByRole("cell", { name: "Admin", exact: true }).waitFor()
  await row.getByRole("button", { name: `Make member: ${inviteeName}` }).click()
  await row.getByRole("cell", { name: "Member", exact: true }).waitFor()
  await row.getByRole("button", { name: `Transfer ownership: ${inviteeName}` }).click()
  const dialog = owner.page.getByRole("alertdialog")
  await dialog.getByText(`Make ${inviteeName} the owner? You will become an admin.`).waitFor()
  await checkScreen(owner.page, "clinic-transfer-confirm", { screenshot: true })
  await dialog.getByRole("button", { name: "Transfer ownership" }).click()
  await row.getByRole("cell", { name: "Owner", exact: true }).waitFor()
  await memberRow(owner.page, ownerEmail).getByRole("cell", { name: "Admin", exact: true }).waitFor()

  // The former owner, now an admin, invites someone who declines; the invite cannot be accepted afterwards.
  const declinerEmail = uniqueEmail("decliner")
  await invite(owner.page, declinerEmail)
  failed = decliner.page
  await signUp(decliner.page, declinerEmail, { first: "Dana", last: "Decliner" })
  const stale = await decliner.context.newPage()
  await openClinic(decliner.page)
  await openClinic(stale)
  const acceptName = `Accept the invite from ${clinic.name}`
  await main(stale).getByRole("button", { name: acceptName }).waitFor()
  await main(decliner.page).getByRole("button", { name: `Decline the invite from ${clinic.name}` }).click()
  await main(decliner.page).getByText("You have no invites.").waitFor()

  const { body } = await asBrowser(decliner.page, "GET", "/store/invites")
  const declined = body.invites.find((i: { to: string }) => i.to === declinerEmail)
  expect(declined.status).toBe("rejected")
  const again = await asBrowser(decliner.page, "PUT", `/store/invites/${declined.id}`, { status: "approved" })
  expect(again.status).toBe(409)

  failed = stale
  await main(stale).getByRole("button", { name: acceptName }).click()
  await main(stale).getByRole("alert").getByText("That is not possible right now: it conflicts with the current state.").waitFor()
  await checkScreen(stale, "clinic-invite-conflict")
  const me = await asBrowser(decliner.page, "GET", "/store/user/me")
  expect(me.body.customer.clinic).toBeNull()

  await Promise.all([owner.context.close(), invitee.context.close(), decliner.context.close()])
})
