import { describe, expect, it } from "vitest"
import { request } from "./support/client"

/** Each test gets its own client address (Medusa trusts one proxy hop, so X-Forwarded-For names the client). */
const clientIp = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`

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

describe("rate limits", () => {
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
})
