import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { failureScreenshot, launchBrowser, newSession, screenshot } from "./support/browser"
import { registerApprovedClinic } from "./support/browser-api"
import { enterMailedCode, linkIn, waitForMail } from "./support/mail"
import { EPILEPSY_PRODUCTS } from "./support/owner-journey"
import { uniqueEmail } from "./support/store-api"
import { checkScreen, expectSignedIn, JOURNEY_PASSWORD, main, signUp, storePath } from "./support/storefront"

// Several sign-ups, each through the mailed code, and mails read from the outbox: generous time on a busy machine.
vi.setConfig({ testTimeout: 300_000 })

let browser: Browser
let failed: Page | undefined

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

it("an invite reaches a new person by mail: the link leads through sign-up and the mailed code to the invite, and they see the clinic's products", async (ctx) => {
  const owner = await newSession(browser)
  const invitee = await newSession(browser)
  failed = owner.page
  ctx.onTestFailed(() => failureScreenshot(failed, ctx.task.name))

  const ownerEmail = uniqueEmail("mail-owner")
  await signUp(owner.page, ownerEmail, { first: "Olivia", last: "Owner" })
  const clinic = await registerApprovedClinic(owner.page, "Epilepsy Clinic", `Mail Journey Clinic ${ownerEmail.slice(12, 20)}`)
  // Staff approved the clinic: its owner hears it by mail.
  expect((await waitForMail(ownerEmail, /application is approved/)).text).toContain(`The application of ${clinic.name} has been approved`)

  const inviteeEmail = uniqueEmail("mail-invitee")
  await owner.page.goto(storePath("/clinic"))
  const form = main(owner.page).getByRole("form", { name: "Invite a member" })
  await form.getByLabel("Email address").fill(inviteeEmail)
  await form.getByRole("button", { name: "Send invite" }).click()
  await main(owner.page).getByText(`Invite sent to ${inviteeEmail}.`).waitFor()

  failed = invitee.page
  const mail = await waitForMail(inviteeEmail, /invited you to/)
  expect(mail.subject).toBe(`Olivia Owner invited you to ${clinic.name} on Clinic Store`)
  await invitee.page.goto(linkIn(mail))
  const signUpForm = main(invitee.page)
  await expect.poll(() => signUpForm.getByLabel("Email", { exact: true }).inputValue()).toBe(inviteeEmail)
  await signUpForm.getByLabel("Password", { exact: true }).fill(JOURNEY_PASSWORD)
  await signUpForm.getByLabel("First name", { exact: true }).fill("Ivy")
  await signUpForm.getByLabel("Last name", { exact: true }).fill("Invitee")
  await signUpForm.getByRole("button", { name: "Create account" }).click()
  await main(invitee.page).getByRole("heading", { name: "Confirm your email address" }).waitFor()
  await checkScreen(invitee.page, "sign-up-code", { screenshot: true })
  await enterMailedCode(invitee.page, inviteeEmail)
  await expectSignedIn(invitee.page)

  // The mail's link carried the invite's page: the person lands on it.
  const accept = main(invitee.page).getByRole("button", { name: `Accept the invite from ${clinic.name}` })
  await accept.waitFor()
  expect(new URL(invitee.page.url()).pathname).toBe("/apply")
  await accept.click()
  // Accepted into an approved clinic, the person is welcomed on the clinic's page, and may order its products.
  await main(invitee.page).getByText(`Welcome to ${clinic.name}. You can now order for the clinic.`).waitFor()
  expect(new URL(invitee.page.url()).pathname).toBe("/clinic")
  await invitee.page.getByRole("banner").getByRole("link", { name: "Products" }).click()
  await main(invitee.page).getByText(EPILEPSY_PRODUCTS[0]).first().waitFor()
})

it("a customer who forgot the password resets it from the mail; the old one fails and the new one signs in", async (ctx) => {
  const { page } = await newSession(browser)
  failed = page
  ctx.onTestFailed(() => failureScreenshot(failed, ctx.task.name))
  const email = uniqueEmail("mail-reset")
  await signUp(page, email, { first: "Rosa", last: "Reset" })
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click()
  await main(page).getByRole("link", { name: "Create account" }).waitFor()

  await page.goto(storePath("/login"))
  await main(page).getByRole("link", { name: "Forgot password?" }).click()
  await main(page).getByRole("heading", { name: "Reset your password" }).waitFor()
  await main(page).getByLabel("Email", { exact: true }).fill(email)
  await main(page).getByRole("button", { name: "Send reset link" }).click()
  await main(page).getByText(`If an account exists for ${email}, a link is on its way. Check your mail.`).waitFor()
  await checkScreen(page, "forgot-password")

  const mail = await waitForMail(email, /Reset your Clinic Store password/)
  // The mail's HTML part as a phone shows it: the store's name, the copy, a button to the same link as the text
  // part's, and the footer, with nothing wider than the 390 px screen.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.setContent(mail.html)
  expect(await page.locator("html").getAttribute("lang")).toBe("en")
  await page.getByRole("link", { name: "Clinic Store" }).waitFor()
  await page.locator("p", { hasText: "The link works once, within one hour." }).waitFor()
  const button = page.getByRole("link", { name: "Choose a new password" })
  expect(await button.getAttribute("href")).toBe(linkIn(mail))
  const box = (await button.boundingBox())!
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  await page.getByRole("link", { name: /\/contact$/ }).waitFor()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await screenshot(page, "mail-reset-html-390")
  await page.setViewportSize({ width: 1440, height: 900 })
  // The button leads where the text's link does.
  await page.goto((await button.getAttribute("href"))!)
  const newPassword = "Copper-Meadow-Violin-77"
  await main(page).getByLabel("New password", { exact: true }).fill(newPassword)
  await main(page).getByRole("button", { name: "Save new password" }).click()
  await main(page).getByText("Your password is changed. Sign in with the new one.").waitFor()
  await checkScreen(page, "reset-password-done")

  await main(page).getByRole("link", { name: "Go to sign in" }).click()
  const login = main(page)
  await login.getByLabel("Email", { exact: true }).fill(email)
  await login.getByLabel("Password", { exact: true }).fill(JOURNEY_PASSWORD)
  await login.getByRole("button", { name: "Sign in" }).click()
  await login.getByText("The email address or password is not correct").waitFor()
  await login.getByLabel("Password", { exact: true }).fill(newPassword)
  await login.getByRole("button", { name: "Sign in" }).click()
  await expectSignedIn(page)
})
