import pg from "pg"
import { describe, expect, inject, it, vi } from "vitest"
import { TrustedCustomerFacts1764400000000 } from "../../../backend/src/migrations/1764400000000-trusted-customer-facts"
import { ownedClinic, sharedStaff } from "../support/clinic-fixtures"
import { agent, request, signedInCustomer, uniqueEmail } from "../support/client"
import { newCart, variantId, withUsBillingAddress, type Customer } from "../support/commerce-fixtures"
import { sql } from "../support/db"
import { exchangeToken, newSubject, storeToken } from "../support/sign-in"

// Builds customers and clinics through the HTTP API; generous time for a busy shared machine (no timing asserted).
vi.setConfig({ testTimeout: 120_000 })

/**
 * What a customer may write into their own `customer.metadata` through Medusa's `POST /store/customers/me` (or
 * what lands there by any other way): the facts the store trusts once lived there. An empty string is Medusa's way
 * to delete a key.
 */
const FORGERIES = [
  { application: "approved", email_verified: true, two_factor_enabled: true, idp_subject: "" },
  { application: { status: "approved" }, email_verified: true, two_factor_enabled: true, idp_subject: "user_forged" },
]

type Forge = (customer: Customer, metadata: Record<string, unknown>) => Promise<void>

const FORGE_WAYS: [string, Forge][] = [
  // Medusa's route that once wrote the metadata is closed (404): what it would have written lands by SQL below too.
  ["POST /store/customers/me", async (customer, metadata) => void (await customer.agent.post("/store/customers/me").send({ metadata }).expect(404))],
  ["an SQL update of customer.metadata", async (customer, metadata) => void (await sql(`update customer set metadata = $2::jsonb where id = $1`, [customer.id, JSON.stringify(metadata)]))],
]

/** A signed-in individual with a US billing address whose application awaits staff's decision. */
async function applicant(): Promise<Customer> {
  const customer = await withUsBillingAddress(await signedInCustomer(uniqueEmail("applicant")))
  await customer.agent.post("/store/application").send({ first_name: "Ann", last_name: "Applicant" }).expect(201)
  return customer
}

/** The status staff's list shows for the customer among the newest applications of `status`, or undefined. */
async function listedStatus(customerId: string, status: string): Promise<string | undefined> {
  const admin = await sharedStaff()
  const res = await admin.get(`/admin/applications?status=${status}&limit=100`).expect(200)
  return (res.body.applications as { customer_id: string; status: string }[]).find((a) => a.customer_id === customerId)?.status
}

describe("trusted facts are not read from customer.metadata", () => {
  describe.each(FORGE_WAYS)("written through %s", (_, forge) => {
    it.each(FORGERIES)("keeps the application awaiting, two-step off and the binding in place (%o)", async (metadata) => {
      const customer = await applicant()
      await forge(customer, metadata)

      const me = await customer.agent.get("/store/user/me").set("Cache-Control", "no-cache").expect(200)
      expect(me.body.customer).toMatchObject({ application_status: "awaiting", two_factor_enabled: false })
      const cartId = await newCart(customer)
      const add = await customer.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: await variantId("AMH-HOME"), quantity: 1 })
      expect(add.status).toBe(403)
      expect(await listedStatus(customer.id, "awaiting")).toBe("awaiting")
      expect(await listedStatus(customer.id, "approved")).toBeUndefined()

      // The binding holds: the customer's own identity still signs in to this customer, another one does not.
      const again = await exchangeToken(agent(), await storeToken(customer.email, customer.subject)).expect(200)
      expect(again.body.customer.id).toBe(customer.id)
      expect((await exchangeToken(agent(), await storeToken(customer.email, newSubject()))).status).toBe(401)
      expect((await exchangeToken(agent(), await storeToken(uniqueEmail("forged"), "user_forged"))).body.customer?.id).not.toBe(customer.id)
    })
  })

  it.each(FORGE_WAYS)("lets no one answer an invite by claiming a verified address through %s", async (_, forge) => {
    const { owner } = await ownedClinic()
    const victim = uniqueEmail("invitee")
    const invite = await owner.agent.post("/store/invites/").send({ to: victim }).expect(201)
    // A customer of the store (a real identity with another address) claims the invitee's address in the record.
    const squatter = await signedInCustomer(uniqueEmail("squatter"))
    await sql(`update customer set email = $2 where id = $1`, [squatter.id, victim])
    await sql(`update customer_identity set email_verified = false where customer_id = $1`, [squatter.id])
    await forge(squatter, { email_verified: true })
    const answer = await squatter.agent.put(`/store/invites/${invite.body.invite.id}`).send({ status: "approved" })
    expect(answer.status).toBe(403)
    expect(answer.body.message).toMatch(/verify your email address/i)
    expect(await sql(`select 1 from clinic_member where customer_id = $1`, [squatter.id])).toHaveLength(0)
  })
})

describe("the token exchange adopts no customer that an identity did not create", () => {
  const REGISTRATIONS: [string, (email: string) => Promise<string>][] = [
    [
      "staff's POST /admin/customers",
      async (email) => {
        const admin = await sharedStaff()
        const res = await admin.post("/admin/customers").send({ email, password: "Staff-Chosen-2026!", first_name: "Pre", last_name: "Registered" }).expect(201)
        return res.body.customer.id as string
      },
    ],
    [
      "SQL",
      async (email) => {
        const id = `cus_test_${newSubject().slice(-12)}`
        await sql(`insert into customer (id, email, has_account) values ($1, $2, true)`, [id, email])
        return id
      },
    ],
  ]

  it("refuses Medusa's own registration and password sign-in, so no one registers an address ahead of its owner", async () => {
    const email = uniqueEmail("takeover")
    expect((await request().post("/store/customers").send({ email, password: "Attacker-Password-1!" })).status).toBe(403)
    expect((await request().post("/store/auth").send({ email, password: "Attacker-Password-1!" })).status).toBe(403)
    expect(await sql(`select 1 from customer where email = $1`, [email])).toEqual([])
  })

  it.each(REGISTRATIONS)("refuses the real person's first sign-in when the address was registered through %s, and binds nothing", async (_, register) => {
    const email = uniqueEmail("takeover")
    const registeredId = await register(email)
    const browser = agent()
    const res = await exchangeToken(browser, await storeToken(email, newSubject()))
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ type: "unauthorized", message: expect.stringMatching(/not created through sign-in; contact the store/) })
    expect(await sql(`select 1 from customer_identity where customer_id = $1`, [registeredId])).toEqual([])
    await browser.get("/store/user/me").expect(401)
  })

  it("moves a bound customer to the token's new verified email, unless another customer has it", async () => {
    const customer = await signedInCustomer(uniqueEmail("before"))
    const moved = uniqueEmail("after")
    const res = await exchangeToken(customer.agent, await storeToken(moved, customer.subject)).expect(200)
    expect(res.body.customer).toMatchObject({ id: customer.id, email: moved })
    expect(await sql(`select count(*)::int as n from customer where email = $1`, [moved])).toEqual([{ n: 1 }])

    const other = await signedInCustomer(uniqueEmail("holder"))
    const clash = await exchangeToken(agent(), await storeToken(other.email, customer.subject))
    expect(clash.status).toBe(401)
    expect(clash.body.message).toMatch(/Another store account uses this email address/)
    expect(await sql(`select email from customer where id = $1`, [customer.id])).toEqual([{ email: moved }])
  })
})

describe("migration TrustedCustomerFacts1764400000000", () => {
  /** Runs in a scratch schema of its own (a customer table shaped as before, rolled back at the end). */
  it("moves the facts out of the metadata (both application forms) and down() puts them back", async () => {
    const client = new pg.Client({ connectionString: inject("databaseUrl") })
    await client.connect()
    const migration = new TrustedCustomerFacts1764400000000()
    const runner = { query: async (text: string, params?: unknown[]) => (await client.query(text, params)).rows } as unknown as Parameters<typeof migration.up>[0]
    const metadataOf = async (id: string) => (await client.query(`select metadata from customer where id = $1`, [id])).rows[0].metadata
    const indexes = async () =>
      (await client.query(`select indexname from pg_indexes where schemaname = 'trusted_facts_migration' order by indexname`)).rows.map((r) => r.indexname)
    const full = {
      idp_subject: "user_one",
      email_verified: true,
      two_factor_enabled: true,
      locale: "da",
      application: {
        status: "approved",
        submitted_at: "2026-01-15T09:00:00.000Z",
        reviewed_at: "2026-01-16T10:30:00.000Z",
        first_name: "Ada",
        last_name: "Lovelace",
        phone: null,
        date_of_birth: "1990-04-01",
        reason: "Testing",
      },
    }
    try {
      await client.query("begin")
      await client.query("create schema trusted_facts_migration")
      await client.query("set local search_path = trusted_facts_migration")
      await client.query(
        `create table customer (id varchar primary key, email varchar not null, has_account boolean not null default false,
                               metadata jsonb, created_at timestamptz not null default now(), deleted_at timestamptz)`
      )
      await client.query(`create index "IDX_customer_application_status" on customer ((coalesce(metadata -> 'application' ->> 'status', metadata ->> 'application')))`)
      const rows: [string, unknown, string][] = [
        ["cus_full", full, "2026-01-01"],
        ["cus_bare", { application: "rejected", locale: "es" }, "2026-01-02"],
        ["cus_same_subject", { idp_subject: "user_one" }, "2026-01-03"],
        ["cus_junk", { application: { status: "bogus" }, two_factor_enabled: "yes" }, "2026-01-04"],
        ["cus_none", null, "2026-01-05"],
      ]
      for (const [id, metadata, created] of rows) {
        await client.query(`insert into customer (id, email, has_account, metadata, created_at) values ($1::varchar, $1::varchar || '@example.test', true, $2::jsonb, $3::timestamptz)`, [
          id,
          metadata === null ? null : JSON.stringify(metadata),
          created,
        ])
      }

      await migration.up(runner)
      expect((await client.query(`select customer_id, idp_subject, email_verified, two_factor_enabled from customer_identity`)).rows).toEqual([
        { customer_id: "cus_full", idp_subject: "user_one", email_verified: true, two_factor_enabled: true },
      ])
      const applications = (await client.query(`select * from customer_application order by customer_id`)).rows
      expect(applications).toEqual([
        {
          customer_id: "cus_bare",
          status: "rejected",
          submitted_at: null,
          reviewed_at: null,
          first_name: null,
          last_name: null,
          phone: null,
          date_of_birth: null,
          reason: null,
        },
        {
          customer_id: "cus_full",
          status: "approved",
          submitted_at: new Date(full.application.submitted_at),
          reviewed_at: new Date(full.application.reviewed_at),
          first_name: "Ada",
          last_name: "Lovelace",
          phone: null,
          date_of_birth: "1990-04-01",
          reason: "Testing",
        },
      ])
      expect(await metadataOf("cus_full")).toEqual({ locale: "da" })
      expect(await metadataOf("cus_bare")).toEqual({ locale: "es" })
      expect(await metadataOf("cus_same_subject")).toEqual({})
      expect(await metadataOf("cus_junk")).toEqual({})
      expect(await metadataOf("cus_none")).toBeNull()
      expect(await indexes()).not.toContain("IDX_customer_application_status")
      expect(await indexes()).toEqual(expect.arrayContaining(["IDX_customer_application_status_submitted", "IDX_customer_application_submitted"]))

      await migration.down(runner)
      expect(await metadataOf("cus_full")).toEqual(full)
      expect(await metadataOf("cus_bare")).toMatchObject({ locale: "es", application: { status: "rejected" } })
      expect(await indexes()).toContain("IDX_customer_application_status")
      expect((await client.query(`select count(*)::int as n from pg_tables where schemaname = 'trusted_facts_migration'`)).rows).toEqual([{ n: 1 }])
    } finally {
      await client.query("rollback")
      await client.end()
    }
  })
})
