import fs from "node:fs"
import path from "node:path"
import { describe, expect, expectTypeOf, it } from "vitest"
import type { Clinic, Sent } from "@clinic-store/contract"

const root = path.resolve(__dirname, "../..")
const responsesDir = path.join(root, "packages/contract/src/responses")
/** Where the store's answers are built or read: the storefront, its machines, the backend and the back office. */
const readers = ["src", "machines", "backend/src"]

/** The response shapes the contract declares: every type its `responses/` files export. */
function contractShapes(): string[] {
  return fs
    .readdirSync(responsesDir)
    .flatMap((file) => [...fs.readFileSync(path.join(responsesDir, file), "utf8").matchAll(/^export type (\w+)/gm)].map((match) => match[1]!))
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe("the contract's response shapes", () => {
  it("are declared once: no reader writes one of them out again under its name", () => {
    const names = contractShapes()
    expect(names).toEqual(expect.arrayContaining(["Clinic", "ClinicMember", "ClinicInvite", "Application", "LabOrder", "LabOrderEvent", "ContactSubmission", "MailNotification"]))
    const handWritten = new RegExp(`^\\s*(export )?(interface (${names.join("|")})\\b|type (${names.join("|")})(<[^=]*>)? = \\{)`, "m")
    const redeclared = readers
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((file) => handWritten.test(fs.readFileSync(file, "utf8")))
      .map((file) => path.relative(root, file))
    expect(redeclared).toEqual([])
  })

  it("let the backend hand a Date where the answer carries a date-time, and nowhere else", () => {
    expectTypeOf<{ created_at: Date; updated_at: Date }>().toMatchTypeOf<Pick<Sent<Clinic>, "created_at" | "updated_at">>()
    expectTypeOf<{ name: Date }>().not.toMatchTypeOf<Pick<Sent<Clinic>, "name">>()
    expectTypeOf<Sent<Clinic>["name"]>().toEqualTypeOf<string>()
  })
})
