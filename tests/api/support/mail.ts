import { decodeJwt } from "jose"
import { expect, vi } from "vitest"
import { agent, request, uniqueEmail } from "./client"

/** A mail of the backend's local outbox, as GET /dev/mail-outbox answers it. */
export type Mail = { id: string; to: string; subject: string; text: string; html: string; created_at: string }

/** The outbox's mails to `to`, newest first. */
export async function mailsTo(to: string): Promise<Mail[]> {
  const res = await request().get("/dev/mail-outbox").query({ to }).expect(200)
  return res.body.messages as Mail[]
}

/** Waits (subscribers run after the request answers) until a mail to `to` matches `subject`, and answers the newest one. */
export async function waitForMail(to: string, subject: RegExp, count = 1): Promise<Mail> {
  return vi.waitFor(
    async () => {
      const matching = (await mailsTo(to)).filter((mail) => subject.test(mail.subject))
      expect(matching.length).toBeGreaterThanOrEqual(count)
      return matching[0]
    },
    { timeout: 10_000, interval: 100 }
  )
}

/** The 6-digit code of the newest sign-up mail to `to`. */
export async function latestEmailCode(to: string, count = 1): Promise<string> {
  const mail = await waitForMail(to, /verification code|bekræftelseskode|código de verificación/i, count)
  return /\b(\d{6})\b/.exec(mail.text)![1]
}

/** The first store link of a mail's text. */
export function linkIn(mail: Mail): URL {
  return new URL(/https?:\/\/\S+/.exec(mail.text)![0])
}

export const LOCAL_PASSWORD = "Quiet-Harbour-Lantern-42"

/**
 * A customer signed in the way the store signs people in: local identity provider sign-up, the mailed code, a store
 * token, GET /store/user/login. Their address is verified (they may answer invites). One agent holds both cookies.
 */
export async function verifiedCustomer(email = uniqueEmail("verified"), names = { first_name: "Vera", last_name: "Verified" }) {
  const browser = agent()
  await browser.post("/idp/sign-up").send({ email, password: LOCAL_PASSWORD, ...names }).expect(201)
  await browser.post("/idp/verify-email").send({ code: await latestEmailCode(email) }).expect(200)
  const token = await browser.post("/idp/tokens").set("Origin", "http://localhost:8000").send({ template: "store" }).expect(200)
  const login = await browser.get("/store/user/login").set("Authorization", `Bearer ${token.body.jwt}`).expect(200)
  return { agent: browser, email, id: login.body.customer.id as string, subject: decodeJwt(token.body.jwt as string).sub! }
}
