import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3"
import fs from "node:fs"
import supertest from "supertest"
import { describe, expect, inject, it } from "vitest"
import { upstreamsOf } from "./support/nginx"
import { httpsGet } from "./support/public-client"
import { approvedCustomer, labOrdersOf, placeOrder, site, sql, staffCookie } from "./support/shop"

const t = inject("topology")
const [urlA, urlB] = t.instanceUrls
const nginx = () => supertest(t.nginxUrl)

/** Keys of the objects in a bucket of the object storage. */
async function keysIn(bucket: string): Promise<string[]> {
  const client = new S3Client({
    endpoint: t.s3.S3_ENDPOINT,
    region: t.s3.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: t.s3.S3_ACCESS_KEY_ID, secretAccessKey: t.s3.S3_SECRET_ACCESS_KEY },
  })
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }))
  return (listed.Contents ?? []).map((o) => o.Key!)
}

/** Lines of an instance's log that mention `text`. */
function logLines(file: string, text: string): string[] {
  return fs.readFileSync(file, "utf8").split("\n").filter((line) => line.includes(text))
}

/** Two loopback addresses no earlier run has used as clients (127.100-199.x.2 and .3). */
function twoClientAddresses(): [string, string] {
  const net = `127.${100 + Math.floor(Math.random() * 100)}.${Math.floor(Math.random() * 256)}`
  return [`${net}.2`, `${net}.3`]
}

/** GET /store/user/login through the TLS edge from the local address `from` (127.0.0.x), carrying a forged X-Forwarded-For. */
async function signInFrom(from: string, forged: string): Promise<number> {
  return (await httpsGet(t.publicUrl, { path: "/store/user/login", localAddress: from, headers: { "X-Forwarded-For": forged } })).status
}

describe("the production topology: nginx, two server instances, one worker, S3 object storage", () => {
  it("serves the storefront's static build from nginx: the app for deep links, hashed assets cached for a year", async () => {
    const home = await nginx().get("/").expect(200)
    expect(home.headers["content-type"]).toContain("text/html")
    const asset = /\/assets\/[^"]+\.js/.exec(home.text)?.[0]
    expect(asset).toBeDefined()
    const deepLink = await nginx().get("/account/orders").expect(200)
    expect(deepLink.text).toBe(home.text)
    const script = await nginx().get(asset!).expect(200)
    expect(script.headers["cache-control"]).toContain("immutable")
    expect(upstreamsOf(t.accessLog, asset!)).toEqual([])
  })

  it("a customer signed in through nginx continues on either server instance", async () => {
    const customer = await approvedCustomer(t.publicUrl, t.databaseUrl, "topology-session")
    const probe = `session-${Date.now()}`
    for (let i = 0; i < 4; i++) {
      const me = await site(t.publicUrl)("get", "/store/customers/me").set("X-Request-Id", probe).set("Cookie", customer.cookie).expect(200)
      expect(me.body.customer.email).toBe(customer.email)
    }
    expect(new Set(upstreamsOf(t.accessLog, probe))).toEqual(new Set(t.upstreams))
  })

  it("an upload written through one instance is read through the other, from the private bucket only", async () => {
    const customer = await approvedCustomer(urlA, t.databaseUrl, "topology-upload")
    const bytes = Buffer.from(`private upload ${Date.now()}`)
    const uploaded = await supertest(urlA).post("/store/files").set("Cookie", customer.cookie).send({ name: "notes.txt", content: bytes.toString("base64") }).expect(201)
    expect(JSON.stringify(uploaded.body)).not.toContain(t.s3.S3_ENDPOINT)
    const read = await supertest(urlB).get(`/store/files/${uploaded.body.file.id}`).set("Cookie", customer.cookie).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = []
      res.on("data", (c: Buffer) => chunks.push(c))
      res.on("end", () => done(null, Buffer.concat(chunks)))
    }).expect(200)
    expect(read.body).toEqual(bytes)
    expect(read.headers["cache-control"]).toBe("private, no-store")
    const [row] = await sql<{ file_key: string; url: string }>(t.databaseUrl, `select file_key, url from uploaded_file where id = $1`, [uploaded.body.file.id])
    expect(row.url).toBe(`private:${row.file_key}`)
    expect(await keysIn(t.s3.S3_PRIVATE_BUCKET)).toContain(row.file_key)
    expect(await keysIn(t.s3.S3_BUCKET)).not.toContain(row.file_key)
    // Another customer (through the other instance) cannot read it.
    const stranger = await approvedCustomer(urlB, t.databaseUrl, "topology-stranger")
    await supertest(urlB).get(`/store/files/${uploaded.body.file.id}`).set("Cookie", stranger.cookie).expect(404)
    await supertest(urlB).get(`/store/files/${uploaded.body.file.id}`).expect(401)
  })

  it("an order placed through server A fires its subscriber once, on the worker; a lab result stored through A is downloaded through B", async () => {
    const customer = await approvedCustomer(urlA, t.databaseUrl, "topology-order")
    const orderId = await placeOrder(urlA, t.databaseUrl, customer, 2)
    const labOrders = await labOrdersOf(t.databaseUrl, orderId, 2)
    expect(labOrders).toHaveLength(2)
    const ran = `Lab orders for order ${orderId}`
    await new Promise((r) => setTimeout(r, 1000)) // a second delivery, if any, would land within this
    expect(logLines(t.logs.worker, ran)).toEqual([expect.stringContaining(`${ran}: 2 created`)])
    expect(logLines(t.logs.a, ran)).toEqual([])
    expect(logLines(t.logs.b, ran)).toEqual([])
    expect(logLines(t.logs.a, "Processing order.placed")).toEqual([])
    expect(logLines(t.logs.b, "Processing order.placed")).toEqual([])

    const staff = await staffCookie(urlA)
    await sql(t.databaseUrl, `update lab_order set status = 'in_analysis' where id = $1`, [labOrders[0]])
    const pdf = Buffer.from(`%PDF-1.4 result ${Date.now()}`)
    await supertest(urlA).post(`/admin/lab-orders/${labOrders[0]}/result`).set("Cookie", staff).send({ name: "result.pdf", content: pdf.toString("base64") }).expect(200)
    const download = await supertest(urlB)
      .get(`/store/orders/${orderId}/results/${labOrders[0]}/download`)
      .set("Cookie", customer.cookie)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = []
        res.on("data", (c: Buffer) => chunks.push(c))
        res.on("end", () => done(null, Buffer.concat(chunks)))
      })
      .expect(200)
    expect(download.body).toEqual(pdf)
    const [result] = await sql<{ file_key: string }>(t.databaseUrl, `select file_key from lab_result where lab_order_id = $1`, [labOrders[0]])
    expect(await keysIn(t.s3.S3_PRIVATE_BUCKET)).toContain(result.file_key)
    expect(await keysIn(t.s3.S3_BUCKET)).not.toContain(result.file_key)
  })

  it("TRUST_PROXY=2 behind the TLS edge and nginx: the sign-in throttle counts the client's address, not a proxy's nor a forged header", async () => {
    // Two clients of this machine (loopback addresses of this run: throttle counters outlive it in Redis); the edge
    // reaches nginx from 127.0.0.4, nginx the backend from 127.0.0.1. Each request forges another X-Forwarded-For.
    const [one, other] = twoClientAddresses()
    for (let i = 0; i < 20; i++) expect(await signInFrom(one, `198.51.100.${i + 1}`)).not.toBe(429)
    expect(await signInFrom(one, "198.51.100.250")).toBe(429)
    expect(await signInFrom(other, "198.51.100.251")).not.toBe(429)
  })
})
