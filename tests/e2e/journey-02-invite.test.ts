import type { Browser, Locator, Page } from "playwright-core"
import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { failureScreenshot, launchBrowser, newSession } from "./support/browser"
import { asBrowser, placeOrderAs, registerApprovedClinic } from "./support/browser-api"
import { linkIn, waitForMail } from "./support/mail"
import { uniqueEmail } from "./support/store-api"
import { checkScreen, JOURNEY_PASSWORD, main, signUp, storePath } from "./support/storefront"

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

/** An owner (Olivia Owner, signed up in `page`) of an approved epilepsy clinic. */
async function ownerWithClinic(page: Page, tag: string): Promise<{ email: string; clinic: { id: string; name: string } }> {
  const email = uniqueEmail(tag)
  await signUp(page, email, { first: "Olivia", last: "Owner" })
  const clinic = await registerApprovedClinic(page, "Epilepsy Clinic", `Invite Journey Clinic ${email.slice(15, 23)}`)
  return { email, clinic }
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

  const { email: ownerEmail, clinic } = await ownerWithClinic(owner.page, "inviting-owner")
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

/** The words of the invitee's pages in each language the journey runs in. */
const JOINING_TEXTS = {
  en: {
    invited: (inviter: string, clinic: string) => `${inviter} invited you to join ${clinic}`,
    email: "Email",
    password: "Password",
    first: "First name",
    last: "Last name",
    createAccount: "Create account",
    confirmTitle: "Confirm your email address",
    codeMail: /verification code/i,
    code: "Code from the email",
    confirm: "Confirm",
    accept: (clinic: string) => `Accept the invite from ${clinic}`,
    welcome: (clinic: string) => `Welcome to ${clinic}. You can now order for the clinic.`,
  },
  da: {
    invited: (inviter: string, clinic: string) => `${inviter} har inviteret dig til ${clinic}`,
    email: "E-mail",
    password: "Adgangskode",
    first: "Fornavn",
    last: "Efternavn",
    createAccount: "Opret konto",
    confirmTitle: "Bekræft din e-mailadresse",
    codeMail: /bekræftelseskode/i,
    code: "Kode fra e-mailen",
    confirm: "Bekræft",
    accept: (clinic: string) => `Accepter invitationen fra ${clinic}`,
    welcome: (clinic: string) => `Velkommen til ${clinic}. Du kan nu bestille for klinikken.`,
  },
} as const

/** Who opens the invite link: on a desktop and on a 390 px phone in English, and on a phone in Danish. */
const JOINERS = [
  { width: 1280, height: 900, lang: "en" },
  { width: 390, height: 844, lang: "en" },
  { width: 390, height: 844, lang: "da" },
] as const

it("a new person opens the invite mail's link, sees the clinic and the inviter named, signs up and lands in the clinic as a member (1280 px, 390 px, Danish)", async (ctx) => {
  const owner = await newSession(browser)
  failed = owner.page
  ctx.onTestFailed(() => failureScreenshot(failed, ctx.task.name))
  const { clinic } = await ownerWithClinic(owner.page, "linking-owner")

  for (const joiner of JOINERS) {
    const t = JOINING_TEXTS[joiner.lang]
    // A new address's invite mail (and its link's language) follows the inviter's language: the owner's page tells
    // the store its own language (English) as it loads, then the owner's language becomes the joiner's.
    const email = uniqueEmail(`link-${joiner.lang}-${joiner.width}`)
    failed = owner.page
    const pageLanguageTold = owner.page.waitForResponse((response) => response.url().endsWith("/store/user/locale"))
    await openClinic(owner.page)
    await pageLanguageTold
    expect((await asBrowser(owner.page, "POST", "/store/user/locale", { locale: joiner.lang })).status).toBe(200)
    await invite(owner.page, email)
    const link = linkIn(await waitForMail(email, /Clinic Store/))

    const person = await newSession(browser, { locale: joiner.lang === "da" ? "da-DK" : "en-US" })
    failed = person.page
    await person.page.setViewportSize({ width: joiner.width, height: joiner.height })
    await person.page.goto(link)
    const page = main(person.page)
    // Named before the person has an account: the clinic and the inviter's first name, nothing else.
    await page.getByRole("heading", { name: t.invited("Olivia", clinic.name) }).waitFor()
    await expect.poll(() => page.getByLabel(t.email, { exact: true }).inputValue()).toBe(email)
    await checkScreen(person.page, `invite-sign-up-${joiner.width}-${joiner.lang}`, { screenshot: true })
    await page.getByLabel(t.password, { exact: true }).fill(JOURNEY_PASSWORD)
    await page.getByLabel(t.first, { exact: true }).fill("Ines")
    await page.getByLabel(t.last, { exact: true }).fill("Invitee")
    await page.getByRole("button", { name: t.createAccount }).click()
    await page.getByRole("heading", { name: t.confirmTitle }).waitFor({ timeout: 60_000 })
    const code = /\b(\d{6})\b/.exec((await waitForMail(email, t.codeMail)).text)![1]
    await page.getByLabel(t.code, { exact: true }).fill(code)
    await page.getByRole("button", { name: t.confirm }).click()

    // Signed in, the invite comes first; accepting it makes the person a member, welcomed on the clinic's page.
    await page.getByRole("button", { name: t.accept(clinic.name) }).click()
    await page.getByText(t.welcome(clinic.name)).waitFor({ timeout: 30_000 })
    expect(new URL(person.page.url()).pathname).toBe("/clinic")
    await page.getByRole("heading", { name: clinic.name }).waitFor()
    await checkScreen(person.page, `invite-joined-${joiner.width}-${joiner.lang}`, { screenshot: true })
    const me = await asBrowser(person.page, "GET", "/store/user/me")
    expect(me.body.customer).toMatchObject({ clinic: { id: clinic.id }, clinic_role: "member", first_name: "Ines" })
    await person.context.close()
  }
  await owner.context.close()
})
