import type { Page } from "playwright-core"
import { expect, inject, vi } from "vitest"
import { mouse, type Interact } from "./interact"

/** A mail of the backend's local outbox (GET /dev/mail-outbox). */
export type Mail = { id: string; to: string; subject: string; text: string; html: string; created_at: string }

/** Waits until `count` mails to `to` match `subject`; answers the newest. */
export async function waitForMail(to: string, subject: RegExp, count = 1): Promise<Mail> {
  return vi.waitFor(
    async () => {
      const res = await fetch(`${inject("backendUrl")}/dev/mail-outbox?${new URLSearchParams({ to })}`)
      const { messages } = (await res.json()) as { messages: Mail[] }
      const matching = messages.filter((mail) => subject.test(mail.subject))
      expect(matching.length).toBeGreaterThanOrEqual(count)
      return matching[0]
    },
    { timeout: 20_000, interval: 200 }
  )
}

/** The first link of a mail's text. */
export function linkIn(mail: Mail): string {
  return /https?:\/\/\S+/.exec(mail.text)![0]
}

/** Waits for the page's code step (English page), then enters the newest sign-up code mailed to `email` with `act` (the keyboard journey passes its own). */
export async function enterMailedCode(page: Page, email: string, count = 1, act: Interact = mouse): Promise<void> {
  const form = page.locator("main")
  // The sign-up form checks the password's strength in the browser first: slow on a busy machine.
  await form.getByRole("heading", { name: "Confirm your email address" }).waitFor({ timeout: 60_000 })
  const mail = await waitForMail(email, /verification code/i, count)
  const code = /\b(\d{6})\b/.exec(mail.text)![1]
  await act.fill(form.getByLabel("Code from the email", { exact: true }), code)
  await act.click(form.getByRole("button", { name: "Confirm" }))
}
