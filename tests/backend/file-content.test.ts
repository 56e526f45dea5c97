import { describe, expect, it } from "vitest"
import { decodeBase64Content, detectContentType, mimeTypeOf, sanitiseFileName } from "../../backend/src/domain/file-content"

const PNG_HEADER = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex")
/** The ASF header object's GUID (75B22630-668E-11CF-A6D9-00AA0062CE6C as stored), the start of every .wma/.wmv file. */
const ASF_HEADER_GUID = Buffer.from("3026b2758e66cf11a6d900aa0062ce6c", "hex")

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

  it("detects the type from the bytes, not the name", () => {
    expect(detectContentType(PNG_HEADER)).toEqual({ mime: "image/png", ext: "png" })
    expect(detectContentType(Buffer.from("%PDF-1.7\n"))).toEqual({ mime: "application/pdf", ext: "pdf" })
    expect(detectContentType(Buffer.from("ffd8ffe000104a464946", "hex"))).toEqual({ mime: "image/jpeg", ext: "jpg" })
    expect(detectContentType(Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 ", "latin1"))).toEqual({ mime: "image/webp", ext: "webp" })
    expect(detectContentType(Buffer.from("PK\x03\x04\x14\x00", "latin1"))).toEqual({ mime: "application/zip", ext: "zip" })
    expect(detectContentType(Buffer.from("plain words, æøå"))).toEqual({ mime: "text/plain", ext: "txt" })
  })

  it("refuses bytes of no accepted type with a 400 naming the accepted types", () => {
    const refused = expect.objectContaining({ kind: "invalid", message: expect.stringMatching(/^content: not a file type the store accepts \(PDF, PNG/) })
    expect(() => detectContentType(Buffer.from([0, 159, 146, 150]))).toThrow(refused)
    // Invalid UTF-8 is not text; a RIFF file that is not WEBP (a WAV) is not a picture.
    expect(() => detectContentType(Buffer.from([0xc3, 0x28, 0x41]))).toThrow(refused)
    expect(() => detectContentType(Buffer.from("RIFF\x10\x00\x00\x00WAVEfmt ", "latin1"))).toThrow(refused)
  })

  it("refuses the 128-byte ASF header that made file-type 16.5.4 loop for ever (CVE-2026-31808), at once", () => {
    const asf = Buffer.concat([ASF_HEADER_GUID, Buffer.alloc(112)])
    expect(() => detectContentType(asf)).toThrow(/content: not a file type the store accepts/)
  })
})
