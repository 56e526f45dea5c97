import { describe, expect, it } from "vitest"
import { signedInCustomer } from "./support/client"

const DANISH_ADDRESS = { first_name: "Ida", last_name: "Holm", address_1: "Nørregade 1", city: "København", postal_code: "1165", country_code: "dk" }

function unserved(body: { type: string; message: string }, country: string) {
  expect(body.type).toBe("invalid_data")
  expect(body.message).toContain(`does not serve ${country}`)
  for (const served of ["DK", "US", "JP", "DE"]) expect(body.message).toContain(served)
}

type Saved = { id: string; address_1: string; country_code: string }

async function savedAddresses(customer: Awaited<ReturnType<typeof signedInCustomer>>): Promise<Saved[]> {
  const me = await customer.agent.get("/store/customers/me").expect(200)
  return me.body.customer.shipping_addresses
}

describe("address book (Medusa's /store/customers/me/addresses)", () => {
  it("adds, edits and deletes the signed-in customer's addresses", async () => {
    const customer = await signedInCustomer()
    await customer.agent.post("/store/customers/me/addresses").send({ address: DANISH_ADDRESS }).expect(200)
    const [saved] = await savedAddresses(customer)
    expect(saved).toMatchObject({ address_1: "Nørregade 1", country_code: "dk" })
    await customer.agent.post(`/store/customers/me/addresses/${saved.id}`).send({ address_1: "Vestergade 2" }).expect(200)
    expect((await savedAddresses(customer))[0].address_1).toBe("Vestergade 2")
    await customer.agent.delete(`/store/customers/me/addresses/${saved.id}`).expect(200)
    expect(await savedAddresses(customer)).toEqual([])
  })

  it("refuses saving an address in a country no region serves, with the store's 400 naming it (nothing saved)", async () => {
    const customer = await signedInCustomer()
    const res = await customer.agent.post("/store/customers/me/addresses").send({ address: { ...DANISH_ADDRESS, country_code: "gb" } }).expect(400)
    unserved(res.body, "GB")
    expect(res.body.message).toContain("address.country_code")
    expect(await savedAddresses(customer)).toEqual([])
  })

  it("refuses moving a saved address to an unserved country (the address keeps its country)", async () => {
    const customer = await signedInCustomer()
    await customer.agent.post("/store/customers/me/addresses").send({ address: DANISH_ADDRESS }).expect(200)
    const [saved] = await savedAddresses(customer)
    const res = await customer.agent.post(`/store/customers/me/addresses/${saved.id}`).send({ country_code: "CH" }).expect(400)
    unserved(res.body, "CH")
    expect((await savedAddresses(customer))[0].country_code).toBe("dk")
  })

  it("offers no route to the customer record's own billing address (Medusa's POST /store/customers/me is closed)", async () => {
    const customer = await signedInCustomer()
    const res = await customer.agent.post("/store/customers/me").send({ billing_address: { ...DANISH_ADDRESS, country_code: "no" } })
    expect(res.status).toBe(404)
  })

  it("never reaches another customer's address: not listed, not changed, not deleted", async () => {
    const owner = await signedInCustomer()
    const other = await signedInCustomer()
    await owner.agent.post("/store/customers/me/addresses").send({ address: DANISH_ADDRESS }).expect(200)
    const [saved] = await savedAddresses(owner)
    expect(await savedAddresses(other)).toEqual([])
    const edit = await other.agent.post(`/store/customers/me/addresses/${saved.id}`).send({ address_1: "Taken over 1" })
    expect(edit.status).toBeGreaterThanOrEqual(400)
    expect(edit.status).toBeLessThan(500)
    await other.agent.delete(`/store/customers/me/addresses/${saved.id}`)
    const [still] = await savedAddresses(owner)
    expect(still).toMatchObject({ id: saved.id, address_1: "Nørregade 1" })
  })

  it("refuses the address book to a visitor", async () => {
    const visitor = await signedInCustomer()
    await visitor.agent.delete("/store/auth").expect(200)
    await visitor.agent.post("/store/customers/me/addresses").send({ address: DANISH_ADDRESS }).expect(401)
  })
})
