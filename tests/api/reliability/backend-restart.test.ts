import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import Medusa from "@medusajs/medusa-js"
import pg from "pg"
import supertest from "supertest"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { createCartsApi } from "../../../src/api/carts"
import { COMMERCE_CLIENT_RETRIES } from "../../../src/api/commerce-client-retries"
import { uniqueEmail } from "../support/client"
// @ts-expect-error plain ESM module without types
import { startStack } from "../../../backend/scripts/stack/stack.mjs"
// @ts-expect-error plain ESM module without types
import { startMedusa } from "../../../backend/scripts/stack/backend.mjs"

// The backend process killed (SIGKILL) mid-checkout and started again: the stored cart id brings the customer
// back to the same cart, and completing it gives exactly one order. Runs on its own stack (own ports, own database).
vi.setConfig({ testTimeout: 300_000 })

const PORT = Number(process.env.RESTART_TEST_PORT ?? 9103)
const PG_PORT = Number(process.env.RESTART_TEST_PG_PORT ?? 54343)
const IDP_PASSWORD = "Quiet-Harbour-Lantern-42"
const US_ADDRESS = { first_name: "Test", last_name: "Customer", address_1: "1 Main Street", city: "Boston", postal_code: "02110", country_code: "us" }

type ChildProcess = { pid: number; exitCode: number | null; once: (event: string, fn: () => void) => void }
let stack: { backendUrl: string; databaseUrl: string; env: Record<string, string>; children: ChildProcess[]; stop: () => Promise<void> }
let logDir: string

beforeAll(async () => {
  logDir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-store-restart-"))
  stack = await startStack({
    name: "restart-test",
    backendPort: PORT,
    pgPort: PG_PORT,
    storefront: false,
    fastDatabase: true,
    freshDatabase: true,
    adminUi: false,
    logDir,
    env: { DATABASE_URL: "", REDIS_URL: "", NODE_ENV: "development", LOG_LEVEL: "error", RATE_LIMIT_EXEMPT: "127.0.0.1,::1,::ffff:127.0.0.1", CLERK_ISSUER: "" },
  })
}, 600_000)

afterAll(async () => {
  await stack?.stop()
})

async function sql(text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: stack.databaseUrl })
  await client.connect()
  try {
    return (await client.query(text, params)).rows
  } finally {
    await client.end()
  }
}

/**
 * Signs a new person up the way the store does (local identity provider, the mailed code, a store token, the
 * exchange at GET /store/user/login) and answers the customer id, the session cookie and the storefront's carts
 * API over that session.
 */
async function signUp(email: string) {
  const browser = supertest.agent(stack.backendUrl)
  await browser.post("/idp/sign-up").send({ email, password: IDP_PASSWORD }).expect(201)
  const outbox = await browser.get("/dev/mail-outbox").query({ to: email }).expect(200)
  const code = /\b(\d{6})\b/.exec((outbox.body.messages as { text: string }[])[0].text)![1]
  await browser.post("/idp/verify-email").send({ code }).expect(200)
  // The provider's session lives in the database: it outlasts a backend restart, the store's session does not.
  const signIn = async () => {
    const token = await browser.post("/idp/tokens").set("Origin", "http://localhost:8000").send({ template: "store" }).expect(200)
    const login = await supertest(stack.backendUrl).get("/store/user/login").set("Authorization", `Bearer ${token.body.jwt}`).expect(200)
    const cookie = (login.headers["set-cookie"] as unknown as string[]).map((c) => c.split(";")[0]).join("; ")
    return { id: login.body.customer.id as string, ...session(cookie) }
  }
  return { ...(await signIn()), signIn }
}

/** The storefront's carts API over a Medusa session cookie. */
function session(cookie: string) {
  const medusa = new Medusa({ baseUrl: stack.backendUrl, maxRetries: COMMERCE_CLIENT_RETRIES, customHeaders: { Cookie: cookie } })
  return { medusa, carts: createCartsApi(medusa) }
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${stack.backendUrl}/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error("the restarted backend did not answer")
}

async function killMedusa(): Promise<void> {
  const medusa = stack.children[0]
  const exited = new Promise<void>((resolve) => medusa.once("exit", resolve))
  process.kill(-medusa.pid, "SIGKILL")
  await exited
}

describe("backend killed and restarted mid-checkout", () => {
  it("the stored cart id brings the customer back to the same cart; one order", async () => {
    const email = uniqueEmail("restart")
    const customer = await signUp(email)
    await sql(`insert into customer_application (customer_id, status, submitted_at) values ($1, 'approved', now())`, [customer.id])
    let { medusa, carts } = customer
    const [region] = await sql(`select id from region where currency_code = 'usd' and deleted_at is null`)
    const [variant] = await sql(`select id from product_variant where sku = 'VITD-THY-1'`)
    const cart = await carts.create(region.id)
    const storedCartId = cart.id // what the storefront keeps in localStorage
    await carts.addLineItem(storedCartId, variant.id, 2)
    await carts.update(storedCartId, { email, shipping_address: US_ADDRESS, billing_address: US_ADDRESS } as never)
    const { shipping_options } = await medusa.shippingOptions.listCartOptions(storedCartId)
    await carts.addShippingMethod(storedCartId, shipping_options[0].id as string)

    await killMedusa()
    await expect(carts.createPaymentSessions(storedCartId)).rejects.toMatchObject({ kind: "connection" })
    stack.children[0] = startMedusa(stack.env, PORT, { logFile: path.join(logDir, "backend.log") })
    await waitForHealth()

    ;({ medusa, carts } = await customer.signIn()) // the session store was in the killed process's memory
    const back = await carts.retrieve(storedCartId)
    expect(back.id).toBe(storedCartId)
    expect(back.items.map((i) => i.quantity)).toEqual([2])
    await carts.createPaymentSessions(storedCartId)
    await carts.setPaymentSession(storedCartId, "manual")
    await carts.complete(storedCartId)
    const orders = await sql(`select id from "order" where cart_id = $1`, [storedCartId])
    expect(orders).toHaveLength(1)
  })
})
