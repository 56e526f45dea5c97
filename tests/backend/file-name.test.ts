import { describe, expect, it } from "vitest"
import { decodeBase64, decodedBase64Size, mimeTypeOf, sanitiseFileName } from "../../backend/src/lib/file-name"

describe("sanitiseFileName", () => {
  it("keeps only the last path segment without control characters, quotes or leading dots", () => {
    expect(sanitiseFileName("../../etc/passwd")).toBe("passwd")
    expect(sanitiseFileName("C:\\reports\\result<1>.pdf")).toBe("result1.pdf")
    expect(sanitiseFileName('a\u0000b\n"c".txt')).toBe("abc.txt")
    expect(sanitiseFileName(".hidden")).toBe("hidden")
    expect(sanitiseFileName("../..")).toBe("")
    expect(sanitiseFileName("x".repeat(300))).toHaveLength(200)
  })
})

describe("base64 helpers", () => {
  it("decodes strict base64 and refuses anything else", () => {
    expect(decodeBase64(Buffer.from("hello").toString("base64"))!.toString()).toBe("hello")
    expect(decodeBase64("not base64!")).toBeNull()
    expect(decodeBase64("abcde")).toBeNull()
  })

  it("computes the decoded size without decoding", () => {
    for (const length of [0, 1, 2, 3, 10, 1000]) {
      expect(decodedBase64Size(Buffer.alloc(length).toString("base64"))).toBe(length)
    }
  })

  it("maps extensions to MIME types", () => {
    expect(mimeTypeOf("r.PDF")).toBe("application/pdf")
    expect(mimeTypeOf("r.unknown")).toBe("application/octet-stream")
  })
})
