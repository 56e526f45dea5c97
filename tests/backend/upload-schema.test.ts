import { describe, expect, it } from "vitest"
import { validate } from "../../backend/src/api/http/validate"
import { uploadFileBody } from "@clinic-store/contract"

describe("POST /store/files body", () => {
  it("refuses an empty file with a reason that says so (the storefront shows it in the person's language)", () => {
    expect(() => validate(uploadFileBody, { name: "empty.txt", content: "" })).toThrow("content: the file is empty")
  })

  it("accepts a file with content", () => {
    expect(validate(uploadFileBody, { name: "a.txt", content: "aGk=" })).toEqual({ name: "a.txt", content: "aGk=" })
  })
})
