import { describe, expect, it } from "vitest"
import { z } from "zod"
import { emailProblem } from "../../src/identity/identity-rules"

// The backend's local provider checks addresses with zod's `string().email()`; the forms must agree with it.
const backendAccepts = (value: string) => z.string().trim().email().safeParse(value).success

describe("email rule", () => {
  it.each([
    "owner@example.com",
    "  Owner.Name+tag@Sub.Example.co.uk ",
    "o'brien@example.ie",
    "a_b-c@x-y.example.org",
    "",
    "plain",
    "@example.com",
    "a@b",
    "a@b.c",
    ".a@example.com",
    "a..b@example.com",
    "a.@example.com",
    "a@-example.com",
    "a@example..com",
    "a b@example.com",
    "ünï@example.com",
    "a@example.com.",
    "a@[127.0.0.1]",
  ])("%j: the same answer as the backend's rule", (value) => {
    expect(emailProblem(value) === undefined).toBe(backendAccepts(value))
  })

  it("names the problem", () => {
    expect(emailProblem("owner@example.com")).toBeUndefined()
    expect(emailProblem("owner@")).toBe("emailInvalid")
  })
})
