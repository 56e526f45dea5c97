import fs from "node:fs"
import path from "node:path"
import supertest from "supertest"
import { describe, expect, inject, it } from "vitest"
import { pdfText } from "../support/pdf-text"
import { cardOrder, stripeCall } from "./support/card-order"
import { SELLER } from "./support/production-settings"
import { approvedCustomer, eventually, placeOrder, site, sql, staffCookie } from "./support/shop"
import { mailsTo } from "./support/smtp"

/**
 * Production as production: every instance runs with NODE_ENV=production and its real settings, behind the TLS
 * edge and the repository's nginx template (support/cluster.ts). These journeys go through the public HTTPS origin.
 */
const t = inject("topology")
const edge = site(t.publicUrl)

/** The Set-Cookie of the session in an answer, whole (its attributes included). */
const sessionCookie = (res: supertest.Response) => ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith("connect.sid="))

const orderPayment = async (orderId: string) =>
  (await sql<{ payment_status: string }>(t.databaseUrl, `select payment_status from "order" where id = $1`, [orderId]))[0].payment_status

describe("production mode through the TLS edge", () => {
  it("signs a customer in with a Secure, HttpOnly session cookie, and the next request is signed in", async () => {
    const customer = await approvedCustomer(t.publicUrl, t.databaseUrl, "production-sign-in")
    const me = await edge("get", "/store/customers/me").set("Cookie", customer.cookie).expect(200)
    expect(me.body.customer.email).toBe(customer.email)
  })

  it("sets the session cookie Secure and HttpOnly on the sign-in answer", async () => {
    const staff = await edge("post", "/admin/auth").send({ email: "admin@example.com", password: "supersecret" }).expect(200)
    const cookie = sessionCookie(staff)
    expect(cookie).toBeDefined()
    expect(cookie!.split(";").map((part) => part.trim().toLowerCase())).toEqual(expect.arrayContaining(["secure", "httponly"]))
  })

  it("signs staff in to the back office's API (what /app calls) and keeps them signed in", async () => {
    const cookie = await staffCookie(t.publicUrl)
    const me = await edge("get", "/admin/auth").set("Cookie", cookie).expect(200)
    expect(me.body.user.email).toBe("admin@example.com")
    await edge("get", "/admin/orders?limit=1").set("Cookie", cookie).expect(200)
  })

  it("passes no X-Forwarded-Proto a client forges at nginx itself: no session cookie over plain HTTP", async () => {
    const forged = await supertest(t.nginxUrl).post("/admin/auth").set("X-Forwarded-Proto", "https").send({ email: "admin@example.com", password: "supersecret" }).expect(200)
    expect(sessionCookie(forged)).toBeUndefined()
  })

  it("captures a card order when Stripe's signed webhook arrives through the edge and nginx", async () => {
    const customer = await approvedCustomer(t.publicUrl, t.databaseUrl, "production-card")
    const { orderId, intentId } = await cardOrder(customer)
    expect(await orderPayment(orderId)).toBe("awaiting")
    // Captured in Stripe (its dashboard): Stripe tells the store with payment_intent.succeeded at /hooks/stripe.
    await stripeCall(`/v1/payment_intents/${intentId}/capture`, "secret", {}).expect(200)
    expect(await eventually("the payment captured", async () => ((await orderPayment(orderId)) === "captured" ? true : undefined))).toBe(true)
    const edgeLog = fs.readFileSync(path.join(path.dirname(t.accessLog), "edge", "edge-access.log"), "utf8")
    expect(edgeLog).toMatch(/"POST \/hooks\/stripe" 200/)
    expect(fs.readFileSync(t.accessLog, "utf8")).toMatch(/"POST \/hooks\/stripe HTTP\/1\.1" 200/)
  })

  it("sends the order's mail to the SMTP relay, over STARTTLS as its user, from MAIL_FROM, linking to STORE_URL", async () => {
    const customer = await approvedCustomer(t.publicUrl, t.databaseUrl, "production-mail")
    const { orderId } = await cardOrder(customer)
    const [received] = await eventually("the order mail", async () => {
      const mails = await mailsTo(t.mailDir, customer.email)
      return mails.length ? mails : undefined
    })
    const [order] = await sql<{ display_id: number }>(t.databaseUrl, `select display_id from "order" where id = $1`, [orderId])
    expect(received.secure).toBe(true)
    expect(received.user).toBe("clinic-store")
    expect(received.envelope.mailFrom.address).toBe("orders@shop.clinic-store.test")
    expect(received.mail.subject).toContain(String(order.display_id))
    expect(received.mail.text).toContain(`${t.publicUrl}/`)
  })

  it("gives the customer an invoice carrying the seller's details and, paid by invoice, the bank account", async () => {
    const customer = await approvedCustomer(t.publicUrl, t.databaseUrl, "production-invoice")
    const orderId = await placeOrder(t.publicUrl, t.databaseUrl, customer)
    const res = await edge("get", `/store/orders/${orderId}/invoice`)
      .set("Cookie", customer.cookie)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () => done(null, Buffer.concat(chunks)))
      })
      .expect(200)
    const text = await pdfText(res.body as Buffer)
    for (const detail of [SELLER.INVOICE_SELLER_NAME, "Chausseestraße 86", "10115 Berlin", SELLER.INVOICE_SELLER_VAT, SELLER.INVOICE_BANK_ACCOUNT]) expect(text).toContain(detail)
  })
})
