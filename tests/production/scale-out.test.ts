import fs from "node:fs"
import pg from "pg"
import supertest from "supertest"
import { describe, expect, inject, it } from "vitest"
// @ts-expect-error plain ESM module without types
import { majorOfVersion, postgresMajor } from "../../backend/scripts/stack/postgres.mjs"
import { signedUpCustomer } from "./support/shop"

const [urlA, urlB] = inject("instanceUrls")

/** Copies the session cookie of a response so the next request (to the other instance) carries it. */
function cookieOf(res: supertest.Response): string {
  const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? [])
  const session = cookies.find((c) => c.startsWith("connect.sid="))
  if (!session) throw new Error("no session cookie")
  return session.split(";")[0]
}

describe("two backend instances on one PostgreSQL and one Redis", () => {
  it("uses the topology's PostgreSQL server, not an embedded database of its own", () => {
    expect(new URL(inject("scaleOutDatabaseUrl")).host).toBe(new URL(inject("topology").postgresServerUrl).host)
    expect(fs.existsSync(inject("embeddedDataDir"))).toBe(false)
  })

  it("runs on the PostgreSQL major version of the embedded one (compose.yaml's too)", async () => {
    const client = new pg.Client({ connectionString: inject("topology").postgresServerUrl })
    await client.connect()
    const { rows } = await client.query<{ version: string }>("select version()")
    await client.end()
    console.log(`[topology] select version(): ${rows[0].version}`)
    expect(majorOfVersion(rows[0].version)).toBe(postgresMajor())
  })

  it("accepts on instance B a customer session made on instance A", async () => {
    const email = `scale-out-${Date.now()}@example.test`
    const { cookie } = await signedUpCustomer(urlA, email)
    const me = await supertest(urlB).get("/store/customers/me").set("Cookie", cookie).expect(200)
    expect(me.body.customer.email).toBe(email)
  })

  it("accepts on instance A a staff session made on instance B", async () => {
    // Straight to the instance, saying what the TLS edge says: the Secure cookie is only set on HTTPS requests.
    const signIn = await supertest(urlB).post("/admin/auth").set("X-Forwarded-Proto", "https").send({ email: "admin@example.com", password: "supersecret" }).expect(200)
    const me = await supertest(urlA).get("/admin/auth").set("Cookie", cookieOf(signIn)).expect(200)
    expect(me.body.user.email).toBe("admin@example.com")
  })

  it("shares rate-limit counters through Redis: 20 sign-ins on A, the 21st on B is refused (X-Forwarded-For as the proxies pass it)", async () => {
    const ip = `192.0.2.${Math.floor(Math.random() * 250) + 1}`
    for (let i = 0; i < 20; i++) {
      const res = await supertest(urlA).get("/store/user/login").set("X-Forwarded-For", ip)
      expect(res.status).not.toBe(429)
    }
    const refused = await supertest(urlB).get("/store/user/login").set("X-Forwarded-For", ip)
    expect(refused.status).toBe(429)
  })
})
