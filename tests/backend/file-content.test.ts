import { describe, expect, it } from "vitest"
import { decodeBase64Content, detectContentType, mimeTypeOf, sanitiseFileName } from "../../backend/src/domain/file-content"

const PNG_HEADER = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex")

describe("file content", () => {
  it("keeps only a safe last path segment of a name", () => {
    expect(sanitiseFileName("../../etc/passwd")).toBe("passwd")
    expect(sanitiseFileName("C:\\Users\\x\\report.pdf")).toBe("report.pdf")
    expect(sanitiseFileName("..hidden")).toBe("hidden")
    expect(sanitiseFileName("a<b>|c\u0000d.txt")).toBe("abcd.txt")
    expect(sanitiseFileName("C:\\reports\\result<1>.pdf")).toBe("result1.pdf")
    expect(sanitiseFileName("rapport#2 [final].pdf")).toBe("rapport_2 _final_.pdf")
    expect(sanitiseFileName("Résumé (final).pdf")).toBe("Résumé (final).pdf")
    expect(sanitiseFileName('a\u0000b\n"c".txt')).toBe("abc.txt")
    expect(sanitiseFileName("../")).toBe("")
    expect(sanitiseFileName("../..")).toBe("")
    expect(sanitiseFileName("x".repeat(400))).toHaveLength(255)
  })

  it("maps extensions to MIME types", () => {
    expect(mimeTypeOf("r.PDF")).toBe("application/pdf")
    expect(mimeTypeOf("r.unknown")).toBe("application/octet-stream")
  })

  it("decodes base64, with or without a data URL prefix, and refuses what is not base64", () => {
    expect(decodeBase64Content(Buffer.from("hello").toString("base64")).toString()).toBe("hello")
    expect(decodeBase64Content(`data:text/plain;base64,${Buffer.from("hi").toString("base64")}`).toString()).toBe("hi")
    expect(() => decodeBase64Content("not base64!")).toThrow(/content: must be non-empty base64/)
    expect(() => decodeBase64Content("")).toThrow(/content/)
    expect(() => decodeBase64Content("abcde")).toThrow(/content: must be non-empty base64/)
  })

  it("refuses content over the limit before decoding it (413)", () => {
    const justOver = Buffer.alloc(1025).toString("base64")
    expect(() => decodeBase64Content(justOver, 1024)).toThrow(expect.objectContaining({ kind: "too_large" }))
    expect(decodeBase64Content(Buffer.alloc(1024).toString("base64"), 1024)).toHaveLength(1024)
  })

  it("detects the type from the bytes, not the name", async () => {
    expect(await detectContentType(PNG_HEADER)).toEqual({ mime: "image/png", ext: "png" })
    expect(await detectContentType(Buffer.from("%PDF-1.7\n"))).toEqual({ mime: "application/pdf", ext: "pdf" })
    expect(await detectContentType(Buffer.from("plain words"))).toEqual({ mime: "text/plain", ext: "txt" })
    expect(await detectContentType(Buffer.from([0, 159, 146, 150]))).toEqual({ mime: "application/octet-stream", ext: "bin" })
  })
})
