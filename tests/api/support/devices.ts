import { expect } from "vitest"
import { agent, request } from "./client"
import { linkIn, waitForMail } from "./mail"

const STOREFRONT = "http://localhost:8000"

/**
 * Another device of a customer with a local identity: its own browser (cookie jar) signs in to the identity provider
 * with the password, takes a store token and exchanges it at GET /store/user/login.
 */
export async function signedInDevice(email: string, password: string) {
  const browser = agent()
  const signIn = await browser.post("/idp/sign-in").send({ email, password })
  expect(signIn.body.status).toBe("complete")
  const token = await browser.post("/idp/tokens").set("Origin", STOREFRONT).send({ template: "store" }).expect(200)
  await browser.get("/store/user/login").set("Authorization", `Bearer ${token.body.jwt}`).expect(200)
  await browser.get("/store/user/me").expect(200)
  return browser
}

/** Asks for a password-reset mail and answers the token of its link (the newest of `count` reset mails). */
export async function passwordResetToken(email: string, count = 1): Promise<string> {
  await request().post("/idp/password-reset").send({ email }).expect(202)
  return linkIn(await waitForMail(email, /Reset your Clinic Store password/, count)).searchParams.get("token")!
}

/** The `connect.sid` cookie a response sets, or undefined. */
export function sessionCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (res.headers["set-cookie"] as string[] | undefined) ?? []
  return cookies.find((cookie) => cookie.startsWith("connect.sid="))
}
