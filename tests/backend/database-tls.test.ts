// @vitest-environment node
import { createRequire } from "node:module"
import { describe, expect, it } from "vitest"

const require = createRequire(import.meta.url)
const { databaseSsl } = require("../../backend/database-tls.js") as {
  databaseSsl: (env: Record<string, string>, readFile?: (file: string) => string) => { rejectUnauthorized: boolean; ca?: string } | undefined
}
const PEM = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n"
const files = (file: string) => {
  if (file === "/ca.pem") return PEM
  if (file === "/not-a-cert") return "hello"
  throw new Error("ENOENT")
}

describe("databaseSsl: TLS to PostgreSQL verifies the server unless told otherwise by name", () => {
  it("uses no TLS when DATABASE_SSL is unset or false", () => {
    expect(databaseSsl({})).toBeUndefined()
    expect(databaseSsl({ DATABASE_SSL: "false" })).toBeUndefined()
  })

  it("verifies against the system store with DATABASE_SSL=true or verify", () => {
    expect(databaseSsl({ DATABASE_SSL: "true" })).toEqual({ rejectUnauthorized: true })
    expect(databaseSsl({ DATABASE_SSL: "verify" })).toEqual({ rejectUnauthorized: true })
  })

  it("verifies against DATABASE_SSL_CA when set, and refuses an unreadable or non-PEM file", () => {
    expect(databaseSsl({ DATABASE_SSL: "verify", DATABASE_SSL_CA: "/ca.pem" }, files)).toEqual({ rejectUnauthorized: true, ca: PEM })
    expect(() => databaseSsl({ DATABASE_SSL: "verify", DATABASE_SSL_CA: "/missing" }, files)).toThrow(/cannot be read/)
    expect(() => databaseSsl({ DATABASE_SSL: "verify", DATABASE_SSL_CA: "/not-a-cert" }, files)).toThrow(/no PEM/)
  })

  it("turns verification off only for DATABASE_SSL=insecure-no-verify", () => {
    expect(databaseSsl({ DATABASE_SSL: "insecure-no-verify" })).toEqual({ rejectUnauthorized: false })
  })

  it("refuses any other value and a CA without TLS", () => {
    for (const value of ["yes", "1", "require", "no-verify"]) expect(() => databaseSsl({ DATABASE_SSL: value })).toThrow(/not a mode/)
    expect(() => databaseSsl({ DATABASE_SSL_CA: "/ca.pem" })).toThrow(/DATABASE_SSL is not/)
  })
})
