import http from "node:http"
import supertest from "supertest"
import { describe, expect, inject, it } from "vitest"
import { PRIVATE_BUCKET, PUBLIC_BUCKET } from "./support/s3"
import { httpsGet } from "./support/public-client"
import { approvedCustomer, labOrdersOf, placeOrder, site, sql, staffCookie } from "./support/shop"

/** Files over HTTPS through the TLS edge: customers' uploads and lab results from the private bucket, through the backend; product images from the public bucket, at S3_PUBLIC_URL on the same origin. */
const t = inject("topology")
const edge = site(t.publicUrl)

/** A response's body as bytes (supertest parses only text and JSON by itself). */
const bytes = (request: supertest.Test) =>
  request.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = []
    res.on("data", (chunk: Buffer) => chunks.push(chunk))
    res.on("end", () => done(null, Buffer.concat(chunks)))
  })

/** A GET with the path sent exactly as written (HTTP clients resolve `..` before sending; an attacker's need not). */
function rawGet(base: string, rawPath: string): Promise<{ status: number; body: Buffer }> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    http
      .get({ host: hostname, port, path: rawPath }, (res) => {
        const chunks: Buffer[] = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }))
      })
      .on("error", reject)
  })
}

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a30000000049454e44ae426082", "hex")

describe("files over HTTPS through the TLS edge", () => {
  it("reads back a customer's upload; its private-bucket object is out of reach from the public bucket at the public origin", async () => {
    const customer = await approvedCustomer(t.publicUrl, t.databaseUrl, "edge-upload")
    const content = Buffer.from(`private upload through the edge ${Date.now()}`)
    const uploaded = await edge("post", "/store/files").set("Cookie", customer.cookie).send({ name: "notes.txt", content: content.toString("base64") }).expect(201)
    const read = await bytes(edge("get", `/store/files/${uploaded.body.file.id}`).set("Cookie", customer.cookie)).expect(200)
    expect(read.body).toEqual(content)
    const [row] = await sql<{ file_key: string }>(t.databaseUrl, `select file_key from uploaded_file where id = $1`, [uploaded.body.file.id])
    // s3rver, the run's S3 server, has no access control: it answers any object to anyone, the private bucket's
    // too, and so a path from the public bucket up into the private one. It is therefore bound to loopback, and
    // browsers reach only the public bucket, through the edge: the edge resolves `..` (also %-encoded) before it
    // matches its /clinic-public/ location and passes the resolved path on.
    const traversals = [`/${PUBLIC_BUCKET}/../${PRIVATE_BUCKET}/${row.file_key}`, `/${PUBLIC_BUCKET}/%2e%2e/${PRIVATE_BUCKET}/${row.file_key}`, `/${PUBLIC_BUCKET}/..%2f${PRIVATE_BUCKET}/${row.file_key}`]
    const s3 = new URL(t.s3Direct)
    expect(s3.hostname).toBe("127.0.0.1")
    expect((await rawGet(s3.origin, traversals[0])).body.includes(content)).toBe(true)
    for (const traversal of traversals) {
      const throughEdge = await httpsGet(t.publicUrl, { path: traversal })
      expect(throughEdge.body.includes(content), `${traversal} through the edge`).toBe(false)
    }
  })

  it("reads back a lab result staff stored for an order", async () => {
    const customer = await approvedCustomer(t.publicUrl, t.databaseUrl, "edge-result")
    const orderId = await placeOrder(t.publicUrl, t.databaseUrl, customer)
    const [labOrder] = await labOrdersOf(t.databaseUrl, orderId, 1)
    await sql(t.databaseUrl, `update lab_order set status = 'in_analysis' where id = $1`, [labOrder])
    const pdf = Buffer.from(`%PDF-1.4 result through the edge ${Date.now()}`)
    const staff = await staffCookie(t.publicUrl)
    await edge("post", `/admin/lab-orders/${labOrder}/result`).set("Cookie", staff).send({ name: "result.pdf", content: pdf.toString("base64") }).expect(200)
    const download = await bytes(edge("get", `/store/orders/${orderId}/results/${labOrder}/download`).set("Cookie", customer.cookie)).expect(200)
    expect(download.body).toEqual(pdf)
  })

  it("serves a product image staff uploaded from the public bucket at S3_PUBLIC_URL, on the public HTTPS origin", async () => {
    const staff = await staffCookie(t.publicUrl)
    const res = await edge("post", "/admin/uploads").set("Cookie", staff).attach("files", PNG, { filename: "pixel.png", contentType: "image/png" }).expect(200)
    const url = res.body.uploads[0].url as string
    expect(url.startsWith(`${t.publicUrl}/${PUBLIC_BUCKET}/`)).toBe(true)
    const served = await httpsGet(url)
    expect([served.status, served.body]).toEqual([200, PNG])
  })
})
