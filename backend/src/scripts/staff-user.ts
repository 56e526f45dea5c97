/**
 * Creates a back-office (staff) user: `node dist/scripts/staff-user.js <email>` from the backend folder, the password
 * on stdin (never on the command line, where other users of the host could read it). The operator's own address and
 * a password that passes the store's password rules (not breached, strong enough); an address that already has a
 * staff user is refused. Run by `npm run staff-user` (backend/scripts/staff-user.mjs), which asks for the password.
 */
import express from "express"
import type { UserService } from "@medusajs/medusa"
import { assertPasswordAcceptable } from "../idp/rules"

/** A refusal meant for the operator: printed as its message alone. */
class StaffUserRefused extends Error {}

const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

async function readStdin(): Promise<string> {
  let text = ""
  for await (const chunk of process.stdin) text += chunk
  return text.replace(/\r?\n$/, "")
}

function checkInput(email: string, password: string): void {
  if (!ADDRESS.test(email)) throw new StaffUserRefused(`"${email}" is not a mail address: give the operator's own address`)
  try {
    assertPasswordAcceptable(password, [email])
  } catch (err) {
    throw new StaffUserRefused((err as Error).message)
  }
}

async function main(): Promise<void> {
  const email = (process.argv[2] ?? "").trim().toLowerCase()
  const password = await readStdin()
  checkInput(email, password)
  const loaders = require("@medusajs/medusa/dist/loaders").default
  const { container, dbConnection } = await loaders({ directory: process.cwd(), expressApp: express(), isTest: false })
  try {
    const users = (container as { resolve(name: string): UserService }).resolve("userService")
    if ((await users.list({ email })).length) throw new StaffUserRefused(`${email} is a staff user already`)
    await users.create({ email, role: "admin" as never }, password)
    console.log(`staff-user: ${email} created (role admin): sign in to the back office at /app`)
  } finally {
    await dbConnection.destroy()
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof StaffUserRefused ? `staff-user: ${err.message}` : `staff-user failed: ${err instanceof Error ? err.stack : String(err)}`)
    process.exit(1)
  }
)
