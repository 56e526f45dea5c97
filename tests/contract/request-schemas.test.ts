import { applicationBody, contactBody, createClinicBody, createInviteBody, savedAddressBody, updateClinicBody } from "@clinic-store/contract"
import type { ZodType, ZodTypeDef } from "zod"
import { describe, expect, it } from "vitest"
import { validate } from "../../backend/src/api/http/validate"
import { translator } from "../../src/i18n/text"
import { emptyAddress } from "../../src/ui/address-fields"
import { explainError, explainFieldRule } from "../../src/ui/friendly-error"
import { contractResolver } from "../../src/ui/use-contract-form"

const address = { ...emptyAddress, first_name: "Ida", last_name: "Holm", address_1: "Nørregade 1", city: "København", postal_code: "1165", country_code: "dk" }
const LONG_PHONE = "+45 1234 5678 1234 5678 1234 5678 90"

/** What the server answers for `body`: the `field: rule` message of its 400, or null when it accepts it. */
function serverRefusal(schema: ZodType<unknown, ZodTypeDef, unknown>, body: unknown): string | null {
  try {
    validate(schema, body)
    return null
  } catch (error) {
    return (error as Error).message
  }
}

/** What the browser's check of the same schema says about the form `values`: `path: rule` of each refused field. */
async function browserRefusals(schema: ZodType<unknown, ZodTypeDef, unknown>, values: Record<string, unknown>): Promise<string[]> {
  const result = await contractResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false })
  const found: string[] = []
  const walk = (errors: unknown, path: string[]) => {
    if (!errors || typeof errors !== "object") return
    const message = (errors as { message?: unknown }).message
    if (typeof message === "string") found.push(`${path.join(".")}: ${message}`)
    else for (const [key, nested] of Object.entries(errors)) if (key !== "ref") walk(nested, [...path, key])
  }
  walk(result.errors, [])
  return found
}

/** A form's values and the body it sends: blank fields are left out (the form's own rule). */
const sent = (values: Record<string, unknown>): Record<string, unknown> => JSON.parse(JSON.stringify(values, (_key, value) => (typeof value === "string" && !value.trim() ? undefined : value)))

const cases: Array<{ name: string; schema: ZodType<unknown, ZodTypeDef, unknown>; refused: Record<string, unknown>; accepted: Record<string, unknown> }> = [
  {
    name: "contact form (contactBody)",
    schema: contactBody,
    refused: { name: "Ada", email: "ada@example.com", message: "Hello", subject: "", phone: LONG_PHONE },
    accepted: { name: "Ada", email: "ada@example.com", message: "Hello", subject: "", phone: "+4512345678" },
  },
  {
    name: "clinic registration (createClinicBody)",
    schema: createClinicBody,
    refused: { clinic: { name: "North", type: "Epilepsy Clinic", billing_email: "billing@north", billing_address: address } },
    accepted: { clinic: { name: "North", type: "Epilepsy Clinic", billing_email: "billing@north.example", billing_address: address } },
  },
  {
    name: "clinic profile (updateClinicBody)",
    schema: updateClinicBody,
    refused: { name: "North", billing_email: "billing@north.example", billing_address: { ...address, phone: "x".repeat(300) } },
    accepted: { name: "North", billing_email: "billing@north.example", billing_address: address },
  },
  {
    name: "invite (createInviteBody)",
    schema: createInviteBody,
    refused: { to: "colleague" },
    accepted: { to: "colleague@example.com" },
  },
  {
    name: "individual application (applicationBody)",
    schema: applicationBody,
    refused: { first_name: "Ida", last_name: "Holm", phone: "", date_of_birth: "2999-01-01", reason: "", billing_address: address },
    accepted: { first_name: "Ida", last_name: "Holm", phone: "", date_of_birth: "1990-05-31", reason: "", billing_address: address },
  },
  {
    name: "saved address (savedAddressBody)",
    schema: savedAddressBody,
    refused: { address: { ...address, first_name: "" } },
    accepted: { address },
  },
]

describe("the browser refuses what the server refuses (one schema object, one sentence)", () => {
  it.each(cases)("$name", async ({ schema, refused, accepted }) => {
    const server = serverRefusal(schema, sent(refused))
    expect(server).not.toBeNull()
    expect(await browserRefusals(schema, refused)).toEqual([server])
    // The person reads the same sentence whichever side found it, in every language.
    const [path, rule] = server!.split(/: (.*)/s)
    for (const text of [translator("en"), translator("da")]) {
      expect(explainFieldRule(text, path, rule)).toBe(explainError(text, { type: "invalid_data", message: server }).message)
    }
    expect(serverRefusal(schema, sent(accepted))).toBeNull()
    expect(await browserRefusals(schema, accepted)).toEqual([])
  })

  it("names the rule of each refusal in the person's words", async () => {
    const said = async (schema: ZodType<unknown, ZodTypeDef, unknown>, values: Record<string, unknown>) => {
      const [refusal] = await browserRefusals(schema, values)
      const [path, rule] = refusal.split(/: (.*)/s)
      return explainFieldRule(translator("en"), path, rule)
    }
    expect(await said(contactBody, cases[0].refused)).toBe("Phone: use at most 32 characters.")
    expect(await said(createInviteBody, { to: "colleague" })).toBe("Email address: enter a valid email address.")
    expect(await said(applicationBody, cases[4].refused)).toBe("Date of birth: enter a date in the past.")
    expect(await said(savedAddressBody, cases[5].refused)).toBe("First name: this is required.")
  })
})
