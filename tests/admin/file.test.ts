import { describe, expect, it } from "vitest"
import { readFileAsBase64 } from "../../backend/src/admin/lib/file"

describe("readFileAsBase64 (result upload body)", () => {
  it("gives the file's bytes as plain base64, without the data URL prefix", async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10])
    const encoded = await readFileAsBase64(new Blob([bytes], { type: "application/pdf" }))
    expect(encoded).toBe(Buffer.from(bytes).toString("base64"))
    expect(encoded).not.toContain("data:")
  })

  it("encodes an empty file as an empty string", async () => {
    expect(await readFileAsBase64(new Blob([]))).toBe("")
  })
})
