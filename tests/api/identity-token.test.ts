import { createHmac, generateKeyPairSync } from "node:crypto"
import { base64url, exportSPKI, generateKeyPair, type KeyLike } from "jose"
import { beforeAll, describe, expect, it } from "vitest"
import { agent, request, signedInCustomer, TEST_PASSWORD, uniqueEmail } from "./support/client"
import { sql } from "./support/db"
import { customerCount, goodClaims, localSigningKey, signRs256 } from "./support/identity"

let key: { kid: string; privateKey: KeyLike }
let foreign: KeyLike

beforeAll(async () => {
  key = await localSigningKey()
  foreign = (await generateKeyPair("RS256")).privateKey
})

/** The store's identity record of the customer with `email`, or undefined. */
async function identityOf(email: string) {
  const [row] = await sql<{ idp_subject: string; email_verified: boolean; two_factor_enabled: boolean }>(
    `select i.idp_subject, i.email_verified, i.two_factor_enabled from customer_identity i join customer c on c.id = i.customer_id where c.email = $1`,
    [email]
  )
  return row
}

function login(token: string) {
  return request().get("/store/user/login").set("Authorization", `Bearer ${token}`)
}

async function expectRefused(token: string, email: string, message: RegExp) {
  const res = await login(token)
  expect(res.status).toBe(401)
  expect(res.body).toEqual({ type: "unauthorized", message: expect.stringMatching(message) })
  expect(await customerCount(email)).toBe(0)
}

describe("GET /store/user/login", () => {
  it("exchanges a good token for a customer session, creating the customer", async () => {
    const email = uniqueEmail("idtoken")
    const browser = agent()
    const res = await browser.get("/store/user/login").set("Authorization", `Bearer ${await signRs256(goodClaims(email, "user_good"), key.privateKey, key.kid)}`)
    expect(res.status).toBe(200)
    expect(res.body.customer).toMatchObject({ email, has_account: true })
    expect(res.body.customer.password_hash).toBeUndefined()
    const me = await browser.get("/store/customers/me").expect(200)
    expect(me.body.customer.email).toBe(email)
    expect(await identityOf(email)).toEqual({ idp_subject: "user_good", email_verified: true, two_factor_enabled: false })
  })

  it("accepts a token without azp and records two_factor_enabled from each login", async () => {
    const email = uniqueEmail("idtoken")
    const claims = { ...goodClaims(email, "user_2fa"), azp: undefined, two_factor_enabled: true }
    await login(await signRs256(claims, key.privateKey, key.kid)).expect(200)
    expect((await identityOf(email))?.two_factor_enabled).toBe(true)
  })

  it("names a new customer from the token's first_name/last_name claims (Clerk template)", async () => {
    const email = uniqueEmail("idtoken")
    const claims = { ...goodClaims(email, "user_named"), first_name: "  Olivia ", last_name: "Grant" }
    const res = await login(await signRs256(claims, key.privateKey, key.kid)).expect(200)
    expect(res.body.customer).toMatchObject({ email, first_name: "Olivia", last_name: "Grant" })
  })

  it("names a customer from OpenID Connect given_name/family_name, and fills an existing customer's missing names", async () => {
    const email = uniqueEmail("idtoken")
    await login(await signRs256(goodClaims(email, "user_oidc"), key.privateKey, key.kid)).expect(200)
    const [before] = await sql<{ first_name: string | null }>(`select first_name from customer where email = $1`, [email])
    expect(before.first_name).toBeNull()
    const claims = { ...goodClaims(email, "user_oidc"), given_name: "Marcus", family_name: "Reed" }
    const res = await login(await signRs256(claims, key.privateKey, key.kid)).expect(200)
    expect(res.body.customer).toMatchObject({ first_name: "Marcus", last_name: "Reed" })
  })

  it("keeps the customer's names when a later token has none, an empty one or a non-string one", async () => {
    const email = uniqueEmail("idtoken")
    await login(await signRs256({ ...goodClaims(email, "user_keep"), first_name: "Freja", last_name: "Holm" }, key.privateKey, key.kid)).expect(200)
    await login(await signRs256({ ...goodClaims(email, "user_keep"), first_name: null, last_name: "   " }, key.privateKey, key.kid)).expect(200)
    await login(await signRs256({ ...goodClaims(email, "user_keep"), first_name: 42, last_name: ["x"] }, key.privateKey, key.kid)).expect(200)
    const [row] = await sql<{ first_name: string; last_name: string }>(`select first_name, last_name from customer where email = $1`, [email])
    expect(row).toEqual({ first_name: "Freja", last_name: "Holm" })
  })

  it("cuts a name claim over 256 characters to 256", async () => {
    const email = uniqueEmail("idtoken")
    const res = await login(await signRs256({ ...goodClaims(email, "user_long"), first_name: "a".repeat(300) }, key.privateKey, key.kid)).expect(200)
    expect(res.body.customer.first_name).toBe("a".repeat(256))
  })

  it("signs in many new people at once, each as their own new customer with their own names", async () => {
    const people = Array.from({ length: 16 }, (_, i) => ({ email: uniqueEmail(`crowd${i}`), first: `First${i}`, last: `Last${i}` }))
    const answers = await Promise.all(
      people.map(async (p, i) => login(await signRs256({ ...goodClaims(p.email, `user_crowd_${i}`), first_name: p.first, last_name: p.last }, key.privateKey, key.kid)))
    )
    expect(answers.map((res) => res.status)).toEqual(people.map(() => 200))
    answers.forEach((res, i) => expect(res.body.customer).toMatchObject({ email: people[i].email, first_name: people[i].first, last_name: people[i].last }))
  })

  it("signs the same new person in from two tabs at once as one customer", async () => {
    const email = uniqueEmail("idtoken")
    const token = await signRs256({ ...goodClaims(email, "user_two_tabs"), first_name: "Tabitha" }, key.privateKey, key.kid)
    const answers = await Promise.all([login(token), login(token)])
    expect(answers.map((res) => res.status)).toEqual([200, 200])
    expect(answers[0].body.customer.id).toBe(answers[1].body.customer.id)
    expect(await customerCount(email)).toBe(1)
  })

  it("refuses a request without a bearer token", async () => {
    const res = await request().get("/store/user/login")
    expect(res.status).toBe(401)
    expect(res.body.type).toBe("unauthorized")
  })

  it("refuses a wrong issuer", async () => {
    const email = uniqueEmail("idtoken")
    const token = await signRs256({ ...goodClaims(email, "s"), iss: "https://evil.example.com" }, key.privateKey, key.kid)
    await expectRefused(token, email, /iss/)
  })

  it("refuses an azp that is not a storefront origin", async () => {
    const email = uniqueEmail("idtoken")
    await expectRefused(await signRs256({ ...goodClaims(email, "s"), azp: "https://evil.example.com" }, key.privateKey, key.kid), email, /azp/)
  })

  it("refuses an expired token", async () => {
    const email = uniqueEmail("idtoken")
    const now = Math.floor(Date.now() / 1000)
    await expectRefused(await signRs256({ ...goodClaims(email, "s"), iat: now - 120, nbf: now - 120, exp: now - 30 }, key.privateKey, key.kid), email, /expired/)
  })

  it("refuses a token whose nbf is in the future", async () => {
    const email = uniqueEmail("idtoken")
    const now = Math.floor(Date.now() / 1000)
    await expectRefused(await signRs256({ ...goodClaims(email, "s"), nbf: now + 60, exp: now + 120 }, key.privateKey, key.kid), email, /not valid yet/)
  })

  it("refuses alg none", async () => {
    const email = uniqueEmail("idtoken")
    const header = base64url.encode(JSON.stringify({ alg: "none", typ: "JWT", kid: key.kid }))
    const payload = base64url.encode(JSON.stringify(goodClaims(email, "s")))
    await expectRefused(`${header}.${payload}.`, email, /RS256|malformed/)
  })

  it("refuses HS256 signed with the provider's public key", async () => {
    const email = uniqueEmail("idtoken")
    const { publicJwk } = await localSigningKey()
    const { importJWK } = await import("jose")
    const pem = await exportSPKI((await importJWK(publicJwk, "RS256")) as KeyLike)
    const header = base64url.encode(JSON.stringify({ alg: "HS256", typ: "JWT", kid: key.kid }))
    const payload = base64url.encode(JSON.stringify(goodClaims(email, "s")))
    const signature = createHmac("sha256", pem).update(`${header}.${payload}`).digest("base64url")
    await expectRefused(`${header}.${payload}.${signature}`, email, /RS256/)
  })

  it("refuses a foreign key that claims the provider's kid", async () => {
    const email = uniqueEmail("idtoken")
    await expectRefused(await signRs256(goodClaims(email, "s"), foreign, key.kid), email, /signature/)
  })

  it("refuses a tampered payload", async () => {
    const email = uniqueEmail("idtoken")
    const [header, , signature] = (await signRs256(goodClaims(uniqueEmail("other"), "s"), key.privateKey, key.kid)).split(".")
    const payload = base64url.encode(JSON.stringify(goodClaims(email, "s")))
    await expectRefused(`${header}.${payload}.${signature}`, email, /signature/)
  })

  it("refuses a token without email or two_factor_enabled", async () => {
    const email = uniqueEmail("idtoken")
    await expectRefused(await signRs256({ ...goodClaims(email, "s"), email: undefined }, key.privateKey, key.kid), email, /email/)
    await expectRefused(await signRs256({ ...goodClaims(email, "s"), two_factor_enabled: "yes" }, key.privateKey, key.kid), email, /two_factor_enabled/)
  })

  it("refuses a token whose email is not verified (missing, false, or anything but true)", async () => {
    const email = uniqueEmail("idtoken")
    for (const email_verified of [undefined, false, "false", 1]) {
      await expectRefused(await signRs256({ ...goodClaims(email, "s"), email_verified }, key.privateKey, key.kid), email, /not verified/)
    }
  })

  it("accepts Clerk's text form of a verified email and records it with the token's language", async () => {
    const email = uniqueEmail("idtoken")
    await login(await signRs256({ ...goodClaims(email, "user_text"), email_verified: "true", locale: "da-DK" }, key.privateKey, key.kid)).expect(200)
    const [row] = await sql<{ metadata: Record<string, unknown> }>(`select metadata from customer where email = $1`, [email])
    expect(row.metadata).toEqual({ locale: "da" })
    expect((await identityOf(email))?.email_verified).toBe(true)
  })

  it("refuses a token from another key pair without a kid match", async () => {
    const email = uniqueEmail("idtoken")
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 })
    await expectRefused(await signRs256(goodClaims(email, "s"), privateKey as unknown as KeyLike, "another-kid"), email, /signature/)
  })

  it("issues no Medusa store JWT: POST /store/auth/token refuses, naming the identity provider", async () => {
    const { email } = await signedInCustomer(uniqueEmail("idtoken"))
    const issued = await request().post("/store/auth/token").send({ email, password: TEST_PASSWORD })
    expect(issued.status).toBe(403)
    expect(issued.body.message).toMatch(/identity provider/)
  })

  it("refuses a different subject for an email already bound to one", async () => {
    const email = uniqueEmail("idtoken")
    await login(await signRs256(goodClaims(email, "user_first"), key.privateKey, key.kid)).expect(200)
    const res = await login(await signRs256(goodClaims(email, "user_second"), key.privateKey, key.kid))
    expect(res.status).toBe(401)
    expect(res.body.message).toMatch(/another sign-in identity/)
    expect(await customerCount(email)).toBe(1)
    expect((await identityOf(email))?.idp_subject).toBe("user_first")
  })
})

describe("GET /store/user/logout", () => {
  it("ends the customer session", async () => {
    const email = uniqueEmail("idtoken")
    const browser = agent()
    await browser.get("/store/user/login").set("Authorization", `Bearer ${await signRs256(goodClaims(email, "user_out"), key.privateKey, key.kid)}`).expect(200)
    await browser.get("/store/customers/me").expect(200)
    await browser.get("/store/user/logout").expect(200)
    await browser.get("/store/customers/me").expect(401)
  })
})
