import { describe, expect, it } from "vitest"
import { request, signedInCustomer } from "../support/client"

/** The ASF header object's GUID as stored (75B22630-668E-11CF-A6D9-00AA0062CE6C): how every .wma/.wmv file starts. */
const ASF_HEADER_GUID = Buffer.from("3026b2758e66cf11a6d900aa0062ce6c", "hex")
/** Long enough for an answer on a machine shared with other suites; file-type 16.5.4 never answered at all. */
const PROMPTLY_MS = 10_000

describe("an upload costs bounded work (POST /store/files)", () => {
  it("refuses the 128-byte ASF file that froze the instance (CVE-2026-31808) with a 400, and the instance stays live", async () => {
    // A customer who signed up and was never approved: anyone who can sign up can send it.
    const { agent } = await signedInCustomer()
    const asf = Buffer.concat([ASF_HEADER_GUID, Buffer.alloc(112)])
    const res = await agent.post("/store/files").timeout(PROMPTLY_MS).send({ name: "x.wma", content: asf.toString("base64") })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ type: "invalid_data", message: expect.stringMatching(/^content: not a file type the store accepts/) })
    await request().get("/health/live").timeout(PROMPTLY_MS).expect(200, { status: "live" })
  })

  it("refuses other content of no accepted type, and stores accepted types under the type of their bytes", async () => {
    const { agent } = await signedInCustomer()
    const wav = Buffer.from("RIFF\x24\x00\x00\x00WAVEfmt \x10\x00\x00\x00", "latin1")
    expect((await agent.post("/store/files").send({ name: "x.webp", content: wav.toString("base64") })).status).toBe(400)
    const pdf = await agent.post("/store/files").send({ name: "scan.png", content: Buffer.from("%PDF-1.7\n%\xe2\xe3\n", "latin1").toString("base64") }).expect(201)
    expect(pdf.body.file.mime_type).toBe("application/pdf")
  })
})
