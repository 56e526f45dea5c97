import { uniqueEmail } from "../support/client"
import { clinicBody } from "../support/clinic-fixtures"
import { ACTORS, type Actor, type Cell, type World } from "./authorization-world"

/** One row of the matrix: a product route, how to call it for a cell, and the status each actor gets. */
export type RouteRow = {
  route: string
  method: "GET" | "POST" | "PUT" | "DELETE"
  path: (world: World, cell: Cell) => string | Promise<string>
  body?: (world: World, cell: Cell) => unknown
  /** The request changes or ends its caller: each cell gets a fresh actor (see freshCell). */
  fresh?: boolean
  expected: Record<Actor, number>
}

type Expected = Record<Actor, number>
const every = (status: number): Expected => Object.fromEntries(ACTORS.map((a) => [a, status])) as Expected
/** Any signed-in customer gets `status`; anonymous callers and staff (no customer session) get 401. */
const signedIn = (status: number, overrides: Partial<Expected> = {}): Expected => ({ ...every(status), anonymous: 401, staff: 401, ...overrides })
/** Staff only: everyone else 401 (Medusa's admin authentication, also for customer sessions). */
const staffOnly = (status: number): Expected => ({ ...every(401), staff: status })
/** Clinic A's data: its roles get what is given, other customers 404 (others' data), no customer session 401. */
const clinicA = (owner: number, admin: number, member: number): Expected => ({
  ...signedIn(404),
  clinicOwner: owner,
  clinicAdmin: admin,
  clinicMember: member,
})


const PNG = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(32)]).toString("base64")

/** Every product route (docs/api.md, docs/api-commerce.md, docs/identity.md) × actor → status. */
export const ROUTES: RouteRow[] = [
  // account and identity exchange
  { route: "GET /store/user/me", method: "GET", path: () => "/store/user/me", expected: signedIn(200) },
  {
    route: "DELETE /store/user/delete",
    method: "DELETE",
    path: () => "/store/user/delete/",
    fresh: true,
    expected: signedIn(200, { clinicOwner: 409 }),
  },
  { route: "GET /store/user/login (no token)", method: "GET", path: () => "/store/user/login", expected: every(401) },
  { route: "GET /store/user/logout", method: "GET", path: () => "/store/user/logout", fresh: true, expected: every(200) },
  // applications and clinics
  {
    route: "POST /store/application",
    method: "POST",
    path: () => "/store/application",
    body: () => ({ first_name: "Test", last_name: "Customer" }),
    fresh: true,
    expected: signedIn(409, { noApplication: 201 }),
  },
  {
    route: "POST /store/clinics",
    method: "POST",
    path: () => "/store/clinics",
    body: () => clinicBody(),
    fresh: true,
    // individuals may turn into a clinic (their own application is replaced by the clinic's)
    expected: signedIn(409, { noApplication: 201, awaiting: 201, rejected: 201, approvedIndividual: 201 }),
  },
  { route: "GET /store/clinics/{id}", method: "GET", path: (w) => `/store/clinics/${w.clinicId}`, expected: clinicA(200, 200, 200) },
  {
    route: "PUT /store/clinics/{id}",
    method: "PUT",
    path: (w) => `/store/clinics/${w.clinicId}`,
    body: () => ({ name: `Renamed ${Math.random().toString(36).slice(2, 6)}` }),
    expected: clinicA(200, 200, 403),
  },
  {
    route: "DELETE /store/clinics/{id}",
    method: "DELETE",
    path: (_w, c) => `/store/clinics/${c.clinicId}`,
    fresh: true,
    expected: clinicA(200, 403, 403),
  },
  {
    route: "DELETE /store/clinics/members/{memberId}",
    method: "DELETE",
    path: async (w) => `/store/clinics/members/${(await w.freshMember()).memberId}`,
    expected: clinicA(200, 200, 403),
  },
  {
    route: "POST /store/clinics/promote/{memberId}",
    method: "POST",
    path: async (w) => `/store/clinics/promote/${(await w.freshMember()).memberId}`,
    expected: clinicA(200, 403, 403),
  },
  {
    route: "POST /store/clinics/demote/{memberId}",
    method: "POST",
    path: async (w) => {
      const { memberId } = await w.freshMember()
      await w.ownerAgent.post(`/store/clinics/promote/${memberId}`).expect(200)
      return `/store/clinics/demote/${memberId}`
    },
    expected: clinicA(200, 403, 403),
  },
  {
    route: "POST /store/clinics/transfer-ownership/{memberId}",
    method: "POST",
    path: (_w, c) => `/store/clinics/transfer-ownership/${c.memberId}`,
    fresh: true,
    expected: clinicA(200, 403, 403),
  },
  // invites
  {
    route: "POST /store/invites",
    method: "POST",
    path: () => "/store/invites/",
    body: () => ({ to: uniqueEmail("invitee") }),
    // not in a clinic, or a plain member of one: 403 (nothing of clinic A is named in the request)
    expected: { ...signedIn(403), clinicOwner: 201, clinicAdmin: 201 },
  },
  { route: "GET /store/invites", method: "GET", path: () => "/store/invites", expected: signedIn(200) },
  {
    route: "PUT /store/invites/{id} (not the invitee)",
    method: "PUT",
    path: async (w) => `/store/invites/${await w.freshInvite()}`,
    body: () => ({ status: "rejected" }),
    // clinic A's roles can see their clinic's invite (403: not theirs to answer); others 404
    expected: clinicA(403, 403, 403),
  },
  {
    route: "DELETE /store/invites/{id}",
    method: "DELETE",
    path: async (w) => `/store/invites/${await w.freshInvite()}`,
    expected: clinicA(200, 200, 403),
  },
  // an invite's mailed link: anyone holding it reads the clinic and inviter it names
  {
    route: "GET /store/invite-links/{id}",
    method: "GET",
    path: async (w) => `/store/invite-links/${await w.freshInvite()}`,
    expected: every(200),
  },
  // files and contact
  { route: "POST /store/files", method: "POST", path: () => "/store/files", body: () => ({ name: "scan.png", content: PNG }), expected: signedIn(201) },
  {
    route: "POST /store/contact/form",
    method: "POST",
    path: () => "/store/contact/form",
    body: () => ({ name: "Jane Doe", email: "jane@example.com", message: "Hello" }),
    expected: every(201),
  },
  // Stripe's webhook: anyone may call it, and without Stripe's signature everyone is refused
  { route: "POST /hooks/stripe", method: "POST", path: () => "/hooks/stripe", body: () => ({ id: "evt_unsigned", type: "payment_intent.succeeded" }), expected: every(400) },
  // commerce
  { route: "GET /store/user/products", method: "GET", path: (w) => `/store/user/products/?region_id=${w.regionId}`, expected: signedIn(200) },
  { route: "GET /store/user/can-purchase/{productId}", method: "GET", path: (w) => `/store/user/can-purchase/${w.productId}`, expected: signedIn(200) },
  { route: "GET /store/orders?display_id", method: "GET", path: (w) => `/store/orders/?display_id=${w.displayId}`, expected: clinicA(200, 200, 200) },
  { route: "GET /store/orders/list", method: "GET", path: () => "/store/orders/list", expected: signedIn(200) },
  // Medusa's own routes (public by order id) are replaced: without a customer session the order is unknown (404)
  { route: "GET /store/orders/{id}", method: "GET", path: (w) => `/store/orders/${w.orderId}`, expected: clinicA(200, 200, 200) },
  {
    route: "GET /store/orders/cart/{cartId}",
    method: "GET",
    path: (w) => `/store/orders/cart/${w.cartId}`,
    expected: clinicA(200, 200, 200),
  },
  {
    route: "GET /store/orders/{id}/results/{labOrderId}",
    method: "GET",
    path: (w) => `/store/orders/${w.orderId}/results/${w.labOrderId}`,
    expected: clinicA(200, 200, 200),
  },
  {
    route: "GET /store/orders/{id}/results/{labOrderId}/download",
    method: "GET",
    path: (w) => `/store/orders/${w.orderId}/results/${w.labOrderId}/download`,
    expected: clinicA(200, 200, 200),
  },
  {
    // The world's lab order has its result: the sample's details are settled (409) for its clinic, unknown to others.
    route: "POST /store/lab-orders/{id}/sample",
    method: "POST",
    path: (w) => `/store/lab-orders/${w.labOrderId}/sample`,
    body: () => ({ patient_reference: "P-1", sample_taken_on: "2026-11-30", consent_confirmed: true }),
    expected: clinicA(409, 409, 409),
  },
  // admin
  { route: "GET /admin/clinics", method: "GET", path: () => "/admin/clinics", expected: staffOnly(200) },
  { route: "GET /admin/clinics/{id}", method: "GET", path: (w) => `/admin/clinics/${w.clinicId}`, expected: staffOnly(200) },
  { route: "POST /admin/clinics/{id}", method: "POST", path: (w) => `/admin/clinics/${w.clinicId}`, body: () => ({ status: "approved" }), expected: staffOnly(200) },
  { route: "GET /admin/applications", method: "GET", path: () => "/admin/applications", expected: staffOnly(200) },
  {
    route: "POST /admin/applications/{customerId}",
    method: "POST",
    path: (w) => `/admin/applications/${w.approvedIndividualId}`,
    body: () => ({ status: "approved" }),
    expected: staffOnly(200),
  },
  { route: "GET /admin/contact-submissions", method: "GET", path: () => "/admin/contact-submissions", expected: staffOnly(200) },
  { route: "GET /admin/product-access/{productId}", method: "GET", path: (w) => `/admin/product-access/${w.productId}`, expected: staffOnly(200) },
  {
    route: "POST /admin/product-access/{productId}",
    method: "POST",
    path: (w) => `/admin/product-access/${w.productId}`,
    body: () => ({ audiences: ["individual"] }),
    expected: staffOnly(200),
  },
  { route: "GET /admin/translations/product/{productId}", method: "GET", path: (w) => `/admin/translations/product/${w.productId}`, expected: staffOnly(200) },
  {
    route: "POST /admin/translations/product/{productId}",
    method: "POST",
    path: (w) => `/admin/translations/product/${w.productId}`,
    body: () => ({ locale: "es", fields: { turnaround: "10 días laborables" } }),
    expected: staffOnly(200),
  },
  { route: "GET /store/featured-products", method: "GET", path: () => "/store/featured-products?locale=da", expected: every(200) },
  { route: "GET /store/shipping-option-names", method: "GET", path: () => "/store/shipping-option-names?locale=da", expected: every(200) },
  { route: "GET /admin/lab-orders", method: "GET", path: () => "/admin/lab-orders", expected: staffOnly(200) },
  {
    route: "POST /admin/lab-orders/{id} (move not allowed)",
    method: "POST",
    path: (w) => `/admin/lab-orders/${w.labOrderId}`,
    body: () => ({ status: "received" }),
    expected: staffOnly(409),
  },
  {
    route: "POST /admin/lab-orders/{id}/result (already has one)",
    method: "POST",
    path: (w) => `/admin/lab-orders/${w.labOrderId}/result`,
    body: () => ({ name: "r.txt", content: Buffer.from("x").toString("base64") }),
    expected: staffOnly(409),
  },
  // local identity provider: its own session (none here), so every actor is anonymous to it
  { route: "POST /idp/sign-up (weak password)", method: "POST", path: () => "/idp/sign-up", body: () => ({ email: uniqueEmail("idp"), password: "password" }), expected: every(400) },
  { route: "POST /idp/sign-in (wrong password)", method: "POST", path: () => "/idp/sign-in", body: () => ({ email: "nobody@example.test", password: "Wrong-Password-1!" }), expected: every(401) },
  { route: "POST /idp/second-factor", method: "POST", path: () => "/idp/second-factor", body: () => ({ code: "123456" }), expected: every(401) },
  // Invitees sign up through the local identity provider (only a verified address may answer an invite), so those
  // agents hold its session cookie and get a token of their own; everyone else has no provider session.
  { route: "POST /idp/tokens", method: "POST", path: () => "/idp/tokens", body: () => ({ template: "store" }), expected: { ...every(401), clinicMember: 200, clinicAdmin: 200, otherClinicMember: 200 } },
  { route: "POST /idp/sign-out", method: "POST", path: () => "/idp/sign-out", expected: every(204) },
  { route: "GET /idp/.well-known/jwks.json", method: "GET", path: () => "/idp/.well-known/jwks.json", expected: every(200) },
  { route: "GET /idp/me", method: "GET", path: () => "/idp/me", expected: every(200) },
  { route: "POST /idp/me", method: "POST", path: () => "/idp/me", body: () => ({ first_name: "X" }), expected: every(401) },
  { route: "DELETE /idp/me", method: "DELETE", path: () => "/idp/me", body: () => ({ confirmation: "delete my account" }), expected: every(401) },
  { route: "POST /idp/me/image", method: "POST", path: () => "/idp/me/image", body: () => ({ content: PNG }), expected: every(401) },
  { route: "POST /idp/two-factor/totp", method: "POST", path: () => "/idp/two-factor/totp", body: () => ({}), expected: every(401) },
  { route: "DELETE /idp/two-factor/totp", method: "DELETE", path: () => "/idp/two-factor/totp", expected: every(401) },
  { route: "POST /idp/two-factor/sms", method: "POST", path: () => "/idp/two-factor/sms", body: () => ({ phone: "+4512345678" }), expected: every(401) },
  { route: "DELETE /idp/two-factor/sms", method: "DELETE", path: () => "/idp/two-factor/sms", expected: every(401) },
  { route: "POST /idp/two-factor/backup-codes", method: "POST", path: () => "/idp/two-factor/backup-codes", expected: every(401) },
  { route: "GET /idp/dev/sms-outbox", method: "GET", path: () => "/idp/dev/sms-outbox", expected: every(200) },
  { route: "POST /idp/verify-email", method: "POST", path: () => "/idp/verify-email", body: () => ({ code: "123456" }), expected: every(401) },
  { route: "POST /idp/verify-email/resend", method: "POST", path: () => "/idp/verify-email/resend", expected: every(401) },
  { route: "POST /idp/password-reset", method: "POST", path: () => "/idp/password-reset", body: () => ({ email: "nobody@example.test" }), expected: every(202) },
  { route: "POST /idp/password-reset/confirm", method: "POST", path: () => "/idp/password-reset/confirm", body: () => ({ token: "unknown", password: "Copper-Meadow-Violin-77" }), expected: every(400) },
  { route: "POST /idp/password", method: "POST", path: () => "/idp/password", body: () => ({ current_password: "x", password: "Copper-Meadow-Violin-77" }), expected: every(401) },
  // development mail outbox (404 in production: production-mode.test.ts)
  { route: "GET /dev/mail-outbox", method: "GET", path: () => "/dev/mail-outbox?to=nobody@example.test", expected: every(200) },
]
