import { describe, expect, it } from "vitest"
import { sql } from "./support/db"

async function customer(tag: string) {
  const id = `cus_schema_${tag}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`
  await sql(`insert into customer (id, email, has_account) values ($1, $2, true)`, [id, `${id}@example.test`])
  return id
}

async function clinic(tag: string) {
  const id = `clinic_schema_${tag}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`
  await sql(
    `insert into clinic (id, name, type, billing_email, billing_address) values ($1, 'Schema Clinic', 'Epilepsy Clinic', 'b@example.test', '{}')`,
    [id]
  )
  return id
}

async function member(clinicId: string, customerId: string, role: string) {
  await sql(`insert into clinic_member (id, clinic_id, customer_id, role) values ($1, $2, $3, $4)`, [
    `cmem_${Math.random().toString(36).slice(2)}`,
    clinicId,
    customerId,
    role,
  ])
}

describe("clinic schema (database-enforced rules)", () => {
  it("refuses a second owner in one clinic", async () => {
    const c = await clinic("owners")
    await member(c, await customer("o1"), "owner")
    await expect(member(c, await customer("o2"), "owner")).rejects.toThrow(/UQ_clinic_member_one_owner/)
  })

  it("refuses a customer in two clinics", async () => {
    const person = await customer("twice")
    await member(await clinic("a"), person, "member")
    await expect(member(await clinic("b"), person, "member")).rejects.toThrow(/UQ_clinic_member_customer/)
  })

  it("refuses an unknown clinic type or role", async () => {
    await expect(
      sql(`insert into clinic (id, name, type, billing_email, billing_address) values ('clinic_bad', 'X', 'Dental', 'b@x.test', '{}')`)
    ).rejects.toThrow(/check constraint/)
    await expect(member(await clinic("role"), await customer("role"), "boss")).rejects.toThrow(/check constraint/)
  })
})
