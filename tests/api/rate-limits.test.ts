import { describe, expect, it } from "vitest"
import { request } from "./support/client"

/** Each test gets its own client address (the test backend trusts one proxy hop: X-Forwarded-For names the client). */
let lastClient = 0
const clientIp = () => `203.0.113.${++lastClient}`

async function hammer(method: "get" | "post", path: string, times: number, ip: string) {
  const statuses: number[] = []
  for (let i = 0; i < times; i++) {
    const res = await request()[method](path).set("X-Forwarded-For", ip).send(method === "post" ? {} : undefined)
    statuses.push(res.status)
    if (res.status === 429) {
      expect(res.body).toEqual({ type: "too_many_requests", message: expect.stringMatching(/too many/i) })
      expect(res.headers["ratelimit-policy"]).toBeDefined()
    }
  }
  return statuses
}

const STOREFRONT = "http://localhost:8000"

/** Sends `times` requests from a storefront page (Origin) and answers the last response. */
async function lastFromStorefront(method: "get" | "post", path: string, times: number, ip: string) {
  let res = await request()[method](path).set("X-Forwarded-For", ip).set("Origin", STOREFRONT).send(method === "post" ? {} : undefined)
  for (let i = 1; i < times; i++) {
    res = await request()[method](path).set("X-Forwarded-For", ip).set("Origin", STOREFRONT).send(method === "post" ? {} : undefined)
  }
  return res
}

describe("rate limits", () => {
  it.each([
    ["post", "/idp/sign-in"],
    ["get", "/store/user/login"],
  ] as const)("answers %s %s over the limit with CORS headers and a Retry-After the storefront can read", async (method, path) => {
    const res = await lastFromStorefront(method, path, 21, clientIp())
    expect(res.status).toBe(429)
    // Without these the browser hides the 429 and the page can only say the service cannot be reached.
    expect(res.headers["access-control-allow-origin"]).toBe(STOREFRONT)
    expect(res.headers["access-control-allow-credentials"]).toBe("true")
    expect(res.headers["access-control-expose-headers"]).toMatch(/retry-after/i)
    const seconds = Number(res.headers["retry-after"])
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(300)
  })

  it("limits sign-in token exchanges per client to 20 per window", async () => {
    const statuses = await hammer("get", "/store/user/login", 21, clientIp())
    expect(statuses.slice(0, 20)).not.toContain(429)
    expect(statuses[20]).toBe(429)
  })

  it("limits the contact form per client to 5 per window, and other clients are not affected", async () => {
    const ip = clientIp()
    const statuses = await hammer("post", "/store/contact/form", 6, ip)
    expect(statuses.slice(0, 5)).not.toContain(429)
    expect(statuses[5]).toBe(429)
    const other = await hammer("post", "/store/contact/form", 1, `198.51.100.${Math.floor(Math.random() * 250) + 1}`)
    expect(other[0]).not.toBe(429)
  })

  /** `times` wrong-password sign-ins at `email` on `path`, each from the address `ipOf(i)`; the statuses. */
  async function guesses(path: string, email: string, times: number, ipOf: (i: number) => string | undefined) {
    const statuses: number[] = []
    for (let i = 0; i < times; i++) {
      const call = request().post(path)
      const ip = ipOf(i)
      if (ip) call.set("X-Forwarded-For", ip)
      const res = await call.send({ email, password: `wrong guess ${i}` })
      statuses.push(res.status)
      if (res.status === 429) expect(res.body.message).toMatch(/too many sign-in attempts: try again in (a minute|\d+ minutes)/i)
    }
    return statuses
  }
  const anAccount = () => `guessed-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

  // (Medusa's customer password sign-in, POST /store/auth, is refused outright: customers sign in at the provider.)
  it.each(["/idp/sign-in", "/admin/auth"])(
    "throttles 40 guesses at one account on %s from 40 different addresses after 10 (per account)",
    async (path) => {
      const statuses = await guesses(path, anAccount(), 40, (i) => `198.18.${Math.floor(Math.random() * 250)}.${i + 1}`)
      expect(statuses.slice(0, 10)).not.toContain(429)
      expect(statuses.slice(10).every((status) => status === 429)).toBe(true)
    }
  )

  /** The body each staff password route takes, naming the account `email`; guess `i`. */
  const STAFF_PASSWORD_ROUTES: Array<[string, (email: string, i: number) => Record<string, string>]> = [
    ["/admin/auth", (email, i) => ({ email, password: `wrong guess ${i}` })],
    ["/admin/auth/token", (email, i) => ({ email, password: `wrong guess ${i}` })],
    ["/admin/users/password-token", (email) => ({ email })],
    ["/admin/users/reset-password", (email, i) => ({ email, token: `forged.token.${i}`, password: `New-password-${i}` })],
  ]

  it.each(STAFF_PASSWORD_ROUTES)("throttles every staff password route alike: %s, 30 tries from one address get 429 from the 11th", async (path, bodyOf) => {
    const ip = clientIp()
    const email = anAccount()
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) {
      const res = await request().post(path).set("X-Forwarded-For", ip).send(bodyOf(email, i))
      statuses.push(res.status)
      if (res.status === 429) expect(res.body.message).toMatch(/too many sign-in attempts: try again in/i)
    }
    expect(statuses.slice(0, 10)).not.toContain(429)
    expect(statuses.slice(10)).toEqual(Array(20).fill(429))
  })

  it("throttles 40 guesses at one account from one address, and counts the account whatever the letter case", async () => {
    const email = anAccount()
    const ip = clientIp()
    const statuses = await guesses("/idp/sign-in", email, 40, () => ip)
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true)
    const shouted = await guesses("/idp/sign-in", email.toUpperCase(), 1, () => `198.19.0.${Math.floor(Math.random() * 250) + 1}`)
    expect(shouted).toEqual([429])
  })

  it("counts one address's guesses at many accounts against that address (20 per window)", async () => {
    const ip = clientIp()
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await guesses("/idp/sign-in", anAccount(), 1, () => ip))[0])
    expect(statuses.slice(0, 20)).not.toContain(429)
    expect(statuses[20]).toBe(429)
  })

  it("never limits an exempt address (health checkers, this suite's own sign-ins)", async () => {
    const statuses = await guesses("/idp/sign-in", anAccount(), 25, () => undefined)
    expect(statuses).not.toContain(429)
  })
})

