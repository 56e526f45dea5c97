import {
  applicationBody,
  createApprovalBody,
  rejectApprovalBody,
  spendingLimitsBody,
  contactBody,
  createClinicBody,
  createInviteBody,
  localeBody,
  TRANSLATION_BODY_FIELDS,
  recipientAddressSchema,
  savedAddressBody,
  updateClinicBody,
  orderReferenceBody,
  reorderBody,
  labSampleBody,
} from "@clinic-store/contract"
import { z } from "zod"
import type { GuardName } from "../guards/order"
import type { ThrottleName } from "../throttles/order"
import { answerInviteBody, cartUpdateBody, createReturnBody, createSwapBody, declineOrderEditBody, paymentCollectionSessionBody, uploadFileBody } from "@clinic-store/contract"

/**
 * Who may call a route:
 * - `anyone`: visitors too (the route itself may still answer differently when signed in);
 * - `customer`: a signed-in customer (a store session made by the identity provider's token exchange); 401 otherwise;
 * - `staff`: a back-office user; Medusa's own admin authentication answers 401 to anyone else;
 * - `identity`: the local identity provider (development only: /idp answers 404 once Clerk is configured);
 * - `development`: development tools; 404 when NODE_ENV=production.
 * - `operator`: monitoring: a client connecting from an address the operator allows (METRICS_ALLOW, by default the
 *   instance's own host) through no proxy (no forwarding header of any kind), or one sending
 *   `Authorization: Bearer <METRICS_TOKEN>`; 404 to anyone else (observability/operator-access.ts).
 */
type Caller = "anyone" | "customer" | "staff" | "identity" | "development" | "operator"

type Method = "GET" | "POST" | "PUT" | "DELETE"

/** What a route takes as body: the top-level fields it accepts, optionally a schema checked in full, its size limit in bytes. */
export type BodyPolicy = {
  fields: readonly string[]
  /** Checked by the gate in full before the route runs. */
  schema?: z.ZodTypeAny
  /** The schema the route itself validates with: only described in the OpenAPI document, not checked by the gate. */
  documents?: z.ZodTypeAny
  limit?: number
  multipart?: true
  /** The body is kept as the bytes sent (a signed webhook's signature covers them exactly): no JSON fields checked. */
  raw?: true
}

export type RoutePolicy = {
  method: Method
  /** Express path syntax; a trailing `/*` covers every path below (the back office API only). */
  path: string
  caller: Caller
  /** What the route may touch, in one line (docs/security.md prints it). */
  touches: string
  body?: BodyPolicy
  /** Answered by the gate itself with this refusal: a Medusa route the store replaces (e.g. password sign-in). */
  refused?: string
  /**
   * The route's rules beyond its caller and body (ownership, turns, limits, freezes, payment, stock, the answer's
   * form), by name: the pipeline runs them in the one order of guards/order.ts after authenticating the caller once.
   */
  guards?: readonly GuardName[]
  /**
   * The route's throttles (requests per client address, per account, mail per account), by name: the pipeline runs
   * them in the one order of throttles/order.ts after the caller and before the guards.
   */
  throttles?: readonly ThrottleName[]
}

type ZodObjectLike = z.ZodTypeAny & { shape?: Record<string, unknown>; _def: { schema?: ZodObjectLike } }

/** The top-level field names of a zod object schema (through refinements). */
function fieldsOf(schema: ZodObjectLike): string[] {
  if (schema.shape) return Object.keys(schema.shape)
  if (schema._def.schema) return fieldsOf(schema._def.schema)
  throw new Error("fieldsOf: not an object schema")
}

/** A Medusa route's body checked in full by the store's schema (Medusa's own validation is looser). */
const withSchema = (schema: ZodObjectLike, extra: Partial<BodyPolicy> = {}): BodyPolicy => ({ fields: fieldsOf(schema), schema, ...extra })
/** A store route's fields, from the schema the route itself validates with (the route answers its own errors). */
const fieldsOfSchema = (schema: ZodObjectLike, extra: Partial<BodyPolicy> = {}): BodyPolicy => ({ fields: fieldsOf(schema), documents: schema, ...extra })
const fields = (...names: string[]): BodyPolicy => ({ fields: names })
const noBody: BodyPolicy = { fields: [] }

/** Customer uploads and lab results carry up to 10 MB decoded: about 13.4 MB of base64 plus JSON. */
const MB = 1024 * 1024
const FILE_LIMIT = 14 * MB
const PAY_WITH_ONE_SESSION = "An order edit is paid with one payment session: POST /store/payment-collections/{id}/sessions with the customer's provider"
const IDP_SIGN_IN_ONLY = "Customers sign in with the identity provider: the store's session comes from GET /store/user/login with its token"

/**
 * The rules of a write to a cart's contents: the caller's own cart (404 otherwise, 409 once placed), one write at a
 * time, none while it waits for approval, none once its card is authorised. The pipeline orders them (guards/order.ts).
 */
const CART_WRITE: readonly GuardName[] = ["cartOwner", "cartTurn", "approvalFreeze", "cardPayment"]
/** The rules of placing a cart: its writes' rules, and what the customer may buy, the recipient, spending, payment, stock. */
const CART_COMPLETION: readonly GuardName[] = [
  "cartOwner",
  "cartTurn",
  "mayBuy",
  "recipientNamed",
  "approvalFreeze",
  "spendingApproval",
  "paymentChoice",
  "cardPayment",
  "stockWrite",
]

/** A listing's answer: gzipped when large, with its SQL query count when the diagnostic is on. */
const LISTING: readonly GuardName[] = ["queriesCounted", "answerCompressed"]

/** The back office's bodies: Medusa's staff routes validate their own (any field; files as multipart where they take them). */
const STAFF_BODY: BodyPolicy = { fields: ["*"], multipart: true }
const STAFF_DELETE_BODY: BodyPolicy = { fields: ["*"] }

/**
 * Medusa's staff routes that write stock through its inventory module: fulfil (takes stock), cancel (frees
 * reservations), return, claim and swap orders, and change inventory items' location levels and reservations. They
 * share the stock-write turns with the store's completions.
 */
const STAFF_STOCK_WRITES: readonly (readonly ["POST" | "DELETE", string, string])[] = [
  ["POST", "/admin/orders/:id/fulfillment", "fulfils lines of an order (takes stock)"],
  ["POST", "/admin/orders/:id/cancel", "cancels an order (frees its reservations)"],
  ["POST", "/admin/orders/:id/return", "registers a return of an order's lines (stock back)"],
  ["POST", "/admin/orders/:id/claims", "creates a claim of an order (stock out and back)"],
  ["POST", "/admin/orders/:id/swaps", "creates a swap of an order (stock out and back)"],
  ["POST", "/admin/reservations", "reserves stock of an inventory item"],
  ["POST", "/admin/reservations/:id", "changes a reservation of stock"],
  ["DELETE", "/admin/reservations/:id", "removes a reservation of stock"],
  ["POST", "/admin/inventory-items/:id/location-levels", "adds an inventory item's stock at a location"],
  ["POST", "/admin/inventory-items/:id/location-levels/:location_id", "changes an inventory item's stock at a location"],
  ["DELETE", "/admin/inventory-items/:id/location-levels/:location_id", "removes an inventory item's stock at a location"],
]

/** A password or code guessed by email: per client address and per account named. */
const GUESS_BY_EMAIL: readonly ThrottleName[] = ["signInPerAddress", "signInPerEmail"]
/** A code or password guessed within a sign-in of the identity provider: per client address and per sign-in. */
const GUESS_IN_SIGN_IN: readonly ThrottleName[] = ["signInPerAddress", "signInPerSession"]

/** One address of the address book changed in place: the address fields themselves. */
const addressUpdateBody = recipientAddressSchema.partial().strict()

/**
 * The store's whole HTTP surface: every route the backend answers, Medusa's and the store's own, listed once with its
 * policy. The surface gate answers 404 to any other method and path (deny by default), refuses body fields a route
 * does not take (mass assignment), and tests compare this table with the routes the running backend's router holds.
 */
export const ROUTES: readonly RoutePolicy[] = [
  // Health and the back office
  { method: "GET", path: "/health", caller: "anyone", touches: "nothing: answers when the process is up" },
  // Operations (observability/http.ts), answered by servers and workers alike
  { method: "GET", path: "/health/live", caller: "anyone", touches: "nothing: answers while the process runs" },
  { method: "GET", path: "/health/ready", caller: "anyone", touches: "reads: PostgreSQL answers select 1, Redis answers PING (503 otherwise)" },
  { method: "GET", path: "/metrics", caller: "operator", touches: "reads: the process's Prometheus metrics and the event queue's length in Redis" },

  // Identity: the store's session is made only from the identity provider's token
  { method: "GET", path: "/store/user/login", caller: "anyone", touches: "binds or creates the token's customer; starts a new store session", throttles: ["signInPerAddress", "signInPerToken"] },
  { method: "GET", path: "/store/user/logout", caller: "anyone", touches: "ends this store session" },
  { method: "DELETE", path: "/store/auth", caller: "anyone", touches: "ends this store session (Medusa's sign-out)" },
  { method: "POST", path: "/store/auth", caller: "anyone", touches: "nothing", refused: IDP_SIGN_IN_ONLY, throttles: GUESS_BY_EMAIL },
  { method: "POST", path: "/store/auth/token", caller: "anyone", touches: "nothing", refused: IDP_SIGN_IN_ONLY },
  { method: "POST", path: "/store/customers", caller: "anyone", touches: "nothing", refused: "Accounts are created by signing up with the identity provider" },
  {
    method: "POST",
    path: "/store/customers/password-token",
    caller: "anyone",
    touches: "nothing",
    refused: "Passwords are reset with the identity provider (POST /idp/password-reset)",
  },
  {
    method: "POST",
    path: "/store/customers/password-reset",
    caller: "anyone",
    touches: "nothing",
    refused: "Passwords are reset with the identity provider (POST /idp/password-reset)",
  },
  { method: "GET", path: "/store/user/me", caller: "customer", touches: "reads the customer's own profile, clinic and application status" },
  { method: "DELETE", path: "/store/user/delete", caller: "customer", touches: "erases the customer's own account" },
  { method: "POST", path: "/store/user/sessions/revoke", caller: "customer", touches: "ends every store session of the customer (sign out everywhere)", body: noBody },
  { method: "POST", path: "/store/user/locale", caller: "customer", touches: "sets the language of the customer's own mails", body: fieldsOfSchema(localeBody) },
  { method: "GET", path: "/store/customers/me", caller: "customer", touches: "reads Medusa's view of the customer's own record" },

  // Address book (Medusa's routes, the customer's own addresses only)
  {
    method: "POST",
    path: "/store/customers/me/addresses",
    caller: "customer",
    touches: "adds an address to the customer's own book",
    body: withSchema(savedAddressBody),
    guards: ["servedCountry"],
  },
  {
    method: "POST",
    path: "/store/customers/me/addresses/:address_id",
    caller: "customer",
    touches: "changes an address of the customer's own book",
    body: withSchema(addressUpdateBody),
    guards: ["servedCountry"],
  },
  { method: "DELETE", path: "/store/customers/me/addresses/:address_id", caller: "customer", touches: "removes an address of the customer's own book" },

  // Catalogue
  { method: "GET", path: "/store/regions", caller: "anyone", touches: "reads the regions (currencies, countries)" },
  { method: "GET", path: "/store/products", caller: "anyone", touches: "reads published products" },
  { method: "GET", path: "/store/shipping-options", caller: "anyone", touches: "reads a region's shipping options" },
  { method: "GET", path: "/store/shipping-options/:cart_id", caller: "customer", touches: "reads the shipping options of the customer's own cart", guards: ["cartOwner"] },
  { method: "GET", path: "/store/user/products", caller: "customer", touches: "reads the products the customer may buy, in the customer's language", guards: LISTING },
  { method: "GET", path: "/store/featured-products", caller: "anyone", touches: "reads a few published products with their list prices (the home page's teaser)" },
  {
    method: "GET",
    path: "/store/gift-cards/:code",
    caller: "anyone",
    touches: "reads a gift card's balance and region by its code (throttled per address)",
    throttles: ["giftCardLookup"],
    guards: ["giftCardCode"],
  },
  { method: "GET", path: "/store/shipping-option-names", caller: "anyone", touches: "reads the shipping options' names in a language" },
  { method: "GET", path: "/store/user/can-purchase/:productId", caller: "customer", touches: "reads whether the customer may buy a product" },

  // Cart and checkout (Medusa's routes, the customer's own cart only; a placed cart takes no more writes)
  {
    method: "POST",
    path: "/store/carts",
    caller: "customer",
    touches: "creates a cart owned by the customer, with items the customer may buy",
    body: fields("region_id", "items"),
    guards: ["mayBuy", "cartLimits"],
  },
  { method: "GET", path: "/store/carts/:id", caller: "customer", touches: "reads the customer's own cart", guards: ["cartOwner"] },
  {
    method: "POST",
    path: "/store/carts/:id",
    caller: "customer",
    touches: "sets the email, addresses, discount codes and gift card codes of the customer's own cart",
    body: withSchema(cartUpdateBody),
    guards: [...CART_WRITE, "cartCodes"],
  },
  { method: "DELETE", path: "/store/carts/:id/discounts/:code", caller: "customer", touches: "removes a discount code from the customer's own cart", guards: [...CART_WRITE, "cartCodes"] },
  {
    method: "POST",
    path: "/store/carts/:id/line-items",
    caller: "customer",
    touches: "adds a variant the customer may buy to the customer's own cart",
    body: fields("variant_id", "quantity"),
    guards: [...CART_WRITE, "mayBuy", "cartLimits", "lineWithPayment"],
  },
  {
    method: "POST",
    path: "/store/carts/:id/line-items/:line_id",
    caller: "customer",
    touches: "changes a line's quantity in the customer's own cart",
    body: fields("quantity"),
    guards: [...CART_WRITE, "mayBuy", "cartLimits"],
  },
  { method: "DELETE", path: "/store/carts/:id/line-items/:line_id", caller: "customer", touches: "removes a line of the customer's own cart", guards: CART_WRITE },
  { method: "POST", path: "/store/carts/:id/shipping-methods", caller: "customer", touches: "chooses the shipping option of the customer's own cart", body: fields("option_id"), guards: CART_WRITE },
  { method: "POST", path: "/store/carts/:id/payment-sessions", caller: "customer", touches: "opens the payment sessions of the customer's own cart", body: noBody, guards: ["cartOwner", "cartTurn", "approvalFreeze", "paymentChoice"] },
  {
    method: "POST",
    path: "/store/carts/:id/payment-session",
    caller: "customer",
    touches: "chooses the payment provider of the customer's own cart",
    body: fields("provider_id"),
    guards: ["cartOwner", "approvalFreeze", "paymentChoice"],
  },
  { method: "POST", path: "/store/carts/:id/complete", caller: "customer", touches: "places the order of the customer's own cart, once", body: noBody, guards: [...CART_COMPLETION, "paymentStandingAnswer"] },

  // Card payments: Stripe's webhook, refused unless signed with STRIPE_WEBHOOK_SECRET (and not seen before)
  {
    method: "POST",
    path: "/hooks/stripe",
    caller: "anyone",
    touches: "marks the payment of an order captured when Stripe says its payment intent succeeded (signed, once per event)",
    body: { fields: [], raw: true, limit: 256 * 1024 },
  },

  // Orders and lab results (the store's routes: the customer's own orders, or the clinic's)
  { method: "GET", path: "/store/orders", caller: "customer", touches: "reads one of the customer's orders by id or number" },
  { method: "GET", path: "/store/orders/list", caller: "customer", touches: "reads a page of the customer's orders", guards: LISTING },
  { method: "GET", path: "/store/orders/:id", caller: "customer", touches: "reads one of the customer's orders" },
  { method: "GET", path: "/store/orders/cart/:cart_id", caller: "customer", touches: "reads the order placed from the customer's own cart" },
  { method: "GET", path: "/store/orders/:id/results/:labOrderId", caller: "customer", touches: "reads a lab result of the customer's order" },
  { method: "GET", path: "/store/orders/:id/results/:labOrderId/download", caller: "customer", touches: "downloads a lab result of the customer's order" },
  {
    method: "POST",
    path: "/store/lab-orders/:id/sample",
    caller: "customer",
    touches: "records the patient reference, sampling day and consent of a lab order of the customer's (clinic's) order before the sample reaches the lab",
    body: fieldsOfSchema(labSampleBody),
  },
  // The clinic's results inbox: every result of its lab orders, read or not by each member
  { method: "GET", path: "/store/lab-results", caller: "customer", touches: "reads a page of the lab results of the orders placed for the customer's clinic, each read or not by the customer" },
  { method: "POST", path: "/store/lab-results/:id/read", caller: "customer", touches: "marks a lab result of the customer's clinic read by the customer", body: noBody },
  // Invoices, order again, the order reference and the cart that follows its customer
  { method: "GET", path: "/store/orders/:id/invoice", caller: "customer", touches: "reads the invoice (PDF) of the customer's own order, or of their clinic's as its owner or admin; numbers it when new" },
  { method: "GET", path: "/store/clinics/:id/statement", caller: "customer", touches: "reads the statement (PDF) of the open invoices of the clinic the customer owns or administers; numbers those not yet numbered" },
  { method: "POST", path: "/store/orders/:id/reorder", caller: "customer", touches: "adds the lines of an order the customer may see to the customer's own open cart", body: fieldsOfSchema(reorderBody) },
  { method: "GET", path: "/store/carts/:id/reference", caller: "customer", touches: "reads the purchase-order reference of the customer's own cart", guards: ["cartOwner"] },
  { method: "POST", path: "/store/carts/:id/reference", caller: "customer", touches: "sets the purchase-order reference of the customer's own open cart", body: fieldsOfSchema(orderReferenceBody), guards: ["cartOwner", "approvalFreeze"] },
  { method: "GET", path: "/store/carts/:id/approval-check", caller: "customer", touches: "reads whether the customer's own cart needs approval, by their spending limits", guards: ["cartOwner"] },
  { method: "GET", path: "/store/user/cart", caller: "customer", touches: "reads the customer's own open cart" },
  // Returns (Medusa's routes): reasons to choose from, and a return of fulfilled units of the customer's own order
  { method: "GET", path: "/store/return-reasons", caller: "customer", touches: "reads the return reasons" },
  { method: "GET", path: "/store/return-reasons/:id", caller: "customer", touches: "reads one return reason" },
  {
    method: "POST",
    path: "/store/returns",
    caller: "customer",
    touches: "asks to return fulfilled units of the customer's own order (not yet returned)",
    body: withSchema(createReturnBody),
    guards: ["returnable"],
  },
  {
    method: "POST",
    path: "/store/swaps",
    caller: "customer",
    touches: "asks to exchange fulfilled units of the customer's own order for variants the customer may buy (a swap and its cart)",
    body: withSchema(createSwapBody),
    guards: ["swapReturnable"],
  },
  { method: "GET", path: "/store/swaps/:cart_id", caller: "customer", touches: "reads the swap of an order of the customer's own, by its cart", guards: ["swapOwner"] },
  // Order edits staff asked the customer about (Medusa's routes), and the payment collection paying an edit's difference
  { method: "GET", path: "/store/order-edits/:id", caller: "customer", touches: "reads an edit staff asked about of the customer's own order", guards: ["orderEditOwner"] },
  {
    method: "POST",
    path: "/store/order-edits/:id/decline",
    caller: "customer",
    touches: "declines an edit of the customer's own order",
    body: withSchema(declineOrderEditBody),
    guards: ["orderEditOwner"],
  },
  {
    method: "POST",
    path: "/store/order-edits/:id/complete",
    caller: "customer",
    touches: "accepts an edit of the customer's own order (its difference paid first)",
    body: noBody,
    guards: ["orderEditOwner"],
  },
  {
    method: "GET",
    path: "/store/payment-collections/:id",
    caller: "customer",
    touches: "reads the payment collection of an edit of the customer's own order",
    guards: ["paymentCollectionOwner"],
  },
  {
    method: "POST",
    path: "/store/payment-collections/:id/sessions",
    caller: "customer",
    touches: "opens the payment session (the customer's one way to pay) of an edit of the customer's own order",
    body: withSchema(paymentCollectionSessionBody),
    guards: ["paymentCollectionOwner", "editPaidTheCustomersWay"],
  },
  // Sessions in batches would let the shopper split the amount between providers: an edit is paid with one session.
  { method: "POST", path: "/store/payment-collections/:id/sessions/batch", caller: "customer", touches: "nothing", refused: PAY_WITH_ONE_SESSION },
  { method: "POST", path: "/store/payment-collections/:id/sessions/batch/authorize", caller: "customer", touches: "nothing", refused: PAY_WITH_ONE_SESSION },
  {
    method: "POST",
    path: "/store/payment-collections/:id/sessions/:session_id",
    caller: "customer",
    touches: "refreshes a payment session of an edit of the customer's own order",
    body: noBody,
    guards: ["paymentCollectionOwner"],
  },
  {
    method: "POST",
    path: "/store/payment-collections/:id/sessions/:session_id/authorize",
    caller: "customer",
    touches: "authorises a payment session of an edit of the customer's own order",
    body: noBody,
    guards: ["paymentCollectionOwner"],
  },

  // Applications, clinics, members, invites, files, contact (the store's routes)
  { method: "POST", path: "/store/application", caller: "customer", touches: "submits the customer's own application for review", body: fieldsOfSchema(applicationBody) },
  { method: "POST", path: "/store/clinics", caller: "customer", touches: "creates a clinic owned by the customer (awaiting review)", body: fieldsOfSchema(createClinicBody) },
  { method: "GET", path: "/store/clinics/:id", caller: "customer", touches: "reads the customer's own clinic" },
  { method: "PUT", path: "/store/clinics/:id", caller: "customer", touches: "changes the details of the clinic the customer owns or administers", body: fieldsOfSchema(updateClinicBody) },
  { method: "DELETE", path: "/store/clinics/:id", caller: "customer", touches: "deletes the clinic the customer owns" },
  { method: "DELETE", path: "/store/clinics/members/:memberId", caller: "customer", touches: "removes a member of the customer's clinic" },
  { method: "POST", path: "/store/clinics/promote/:memberId", caller: "customer", touches: "makes a member of the customer's clinic an admin", body: noBody },
  { method: "POST", path: "/store/clinics/demote/:memberId", caller: "customer", touches: "makes an admin of the customer's clinic a member", body: noBody },
  { method: "POST", path: "/store/clinics/transfer-ownership/:memberId", caller: "customer", touches: "hands the customer's clinic to another member", body: noBody },
  {
    method: "PUT",
    path: "/store/clinics/members/:memberId/limits",
    caller: "customer",
    touches: "sets the spending limits of a member of the clinic the customer owns or administers",
    body: fieldsOfSchema(spendingLimitsBody),
  },
  { method: "GET", path: "/store/invites", caller: "customer", touches: "reads the invites of the customer's clinic, or to the customer" },
  { method: "POST", path: "/store/invites", caller: "customer", touches: "invites an address to the customer's clinic (mails it)", body: fieldsOfSchema(createInviteBody), throttles: ["invitesPerAccount", "invitesPerClinic"] },
  { method: "PUT", path: "/store/invites/:id", caller: "customer", touches: "accepts or declines an invite to the customer's own address", body: fieldsOfSchema(answerInviteBody) },
  { method: "DELETE", path: "/store/invites/:id", caller: "customer", touches: "revokes an invite of the customer's clinic" },
  {
    method: "GET",
    path: "/store/invite-links/:id",
    caller: "anyone",
    touches: "reads the clinic's name, the inviter's first name and whether the invite is open, by the id its mailed link carries",
  },
  { method: "POST", path: "/store/files", caller: "customer", touches: "stores a file of the customer's own", body: fieldsOfSchema(uploadFileBody, { limit: FILE_LIMIT }) },
  { method: "GET", path: "/store/files/:id", caller: "customer", touches: "reads a file of the customer's own or of the clinic" },
  { method: "POST", path: "/store/contact/form", caller: "anyone", touches: "stores a message to staff", body: fieldsOfSchema(contactBody), throttles: ["contactForm"] },

  // Order approval (the store's routes): a member's cart over a spending limit, decided by the clinic's owner or an admin
  { method: "GET", path: "/store/approvals", caller: "customer", touches: "reads a page of the approval requests of the customer's clinic (a member: their own)" },
  { method: "POST", path: "/store/approvals", caller: "customer", touches: "asks approval for the customer's own cart over a limit; freezes the cart", body: fieldsOfSchema(createApprovalBody) },
  {
    method: "POST",
    path: "/store/approvals/:id/approve",
    caller: "customer",
    touches: "places the order of a request of the clinic the customer owns or administers, once",
    body: noBody,
    guards: ["stockWrite"],
  },
  {
    method: "POST",
    path: "/store/approvals/:id/withdraw",
    caller: "customer",
    touches: "withdraws the customer's own pending request; the cart takes changes again",
    body: noBody,
  },
  {
    method: "POST",
    path: "/store/approvals/:id/reject",
    caller: "customer",
    touches: "rejects a request of the clinic the customer owns or administers, with a reason",
    body: fieldsOfSchema(rejectApprovalBody),
  },

  // The local identity provider (development; Clerk in production)
  { method: "GET", path: "/idp/.well-known/jwks.json", caller: "identity", touches: "reads the provider's public keys" },
  { method: "POST", path: "/idp/sign-up", caller: "identity", touches: "creates an identity and mails a code", body: fields("email", "password", "first_name", "last_name", "locale"), throttles: GUESS_BY_EMAIL },
  { method: "POST", path: "/idp/verify-email", caller: "identity", touches: "proves the identity's address with the mailed code", body: fields("code"), throttles: GUESS_IN_SIGN_IN },
  { method: "POST", path: "/idp/verify-email/resend", caller: "identity", touches: "mails a new code", body: noBody, throttles: [...GUESS_IN_SIGN_IN, "codesPerIdentity"] },
  { method: "POST", path: "/idp/sign-in", caller: "identity", touches: "starts a provider session", body: fields("email", "password"), throttles: GUESS_BY_EMAIL },
  { method: "POST", path: "/idp/second-factor", caller: "identity", touches: "completes a sign-in with the second step", body: fields("code"), throttles: GUESS_IN_SIGN_IN },
  { method: "POST", path: "/idp/sign-out", caller: "identity", touches: "ends the provider session", body: noBody },
  { method: "POST", path: "/idp/tokens", caller: "identity", touches: "issues a short-lived token for the store", body: fields("template") },
  { method: "GET", path: "/idp/me", caller: "identity", touches: "reads the signed-in identity's profile" },
  { method: "POST", path: "/idp/me", caller: "identity", touches: "changes the identity's names", body: fields("first_name", "last_name") },
  { method: "DELETE", path: "/idp/me", caller: "identity", touches: "deletes the identity", body: fields("confirmation") },
  { method: "POST", path: "/idp/me/image", caller: "identity", touches: "sets the identity's picture", body: { fields: ["content"], limit: 15 * MB } },
  { method: "POST", path: "/idp/password", caller: "identity", touches: "changes the password; other sessions end", body: fields("current_password", "password"), throttles: GUESS_IN_SIGN_IN },
  { method: "POST", path: "/idp/password-reset", caller: "identity", touches: "mails a reset link", body: fields("email", "locale"), throttles: GUESS_BY_EMAIL },
  { method: "POST", path: "/idp/password-reset/confirm", caller: "identity", touches: "sets a new password with a reset link", body: fields("token", "password"), throttles: ["signInPerAddress"] },
  { method: "POST", path: "/idp/two-factor/totp", caller: "identity", touches: "enrols an authenticator app", body: fields("code") },
  { method: "DELETE", path: "/idp/two-factor/totp", caller: "identity", touches: "removes the authenticator app" },
  { method: "POST", path: "/idp/two-factor/sms", caller: "identity", touches: "enrols a phone for codes", body: fields("phone", "code") },
  { method: "DELETE", path: "/idp/two-factor/sms", caller: "identity", touches: "removes the phone" },
  { method: "POST", path: "/idp/two-factor/backup-codes", caller: "identity", touches: "issues new backup codes", body: noBody },

  // Development tools
  { method: "GET", path: "/dev/mail", caller: "development", touches: "reads the local mail outbox (a page)" },
  { method: "GET", path: "/dev/mail-outbox", caller: "development", touches: "reads the local mail outbox (JSON)" },
  { method: "GET", path: "/dev/openapi", caller: "development", touches: "nothing: describes these routes as an OpenAPI document" },
  { method: "GET", path: "/idp/dev/sms-outbox", caller: "development", touches: "reads the local SMS outbox" },

  // The back office: Medusa's admin API and the store's admin routes. Medusa's authenticate() answers 401 to anyone
  // without a staff session on every route but these sign-in ones (tests/api/security/route-inventory.test.ts).
  { method: "POST", path: "/admin/auth", caller: "anyone", touches: "starts a staff session with a password", body: fields("email", "password"), throttles: GUESS_BY_EMAIL },
  { method: "POST", path: "/admin/auth/token", caller: "anyone", touches: "issues a staff token with a password", body: fields("email", "password"), throttles: GUESS_BY_EMAIL },
  { method: "POST", path: "/admin/invites/accept", caller: "anyone", touches: "creates a staff user from a staff invite token", body: fields("token", "user") },
  { method: "POST", path: "/admin/users/password-token", caller: "anyone", touches: "creates a staff password-reset token (no mail is sent)", body: fields("email"), throttles: GUESS_BY_EMAIL },
  { method: "POST", path: "/admin/users/reset-password", caller: "anyone", touches: "sets a staff password with a reset token", body: fields("token", "email", "password"), throttles: GUESS_BY_EMAIL },
  {
    method: "POST",
    path: "/admin/lab-orders/:id/result",
    caller: "staff",
    touches: "uploads a lab order's result, or replaces it (the earlier file stays in the lab order's history)",
    body: { fields: ["name", "content", "replace"], limit: FILE_LIMIT },
  },
  {
    method: "POST",
    path: "/admin/translations/:subject/:id",
    caller: "staff",
    touches: "sets one language's texts of a product, variant or shipping option",
    body: fields(...TRANSLATION_BODY_FIELDS),
  },
  // Medusa's staff routes with rules of the store's own (the rest of the back office API is covered by /admin/* below)
  { method: "POST", path: "/admin/customers", caller: "staff", touches: "creates a customer (first and last name within the store's length)", body: STAFF_BODY, guards: ["namesAtMostMax"] },
  { method: "POST", path: "/admin/customers/:id", caller: "staff", touches: "changes a customer (first and last name within the store's length)", body: STAFF_BODY, guards: ["namesAtMostMax"] },
  ...STAFF_STOCK_WRITES.map(([method, path, touches]): RoutePolicy => ({
    method,
    path,
    caller: "staff",
    touches,
    body: method === "POST" ? STAFF_BODY : STAFF_DELETE_BODY,
    guards: ["stockWrite"],
  })),
  { method: "GET", path: "/admin/*", caller: "staff", touches: "Medusa's back office API and the store's staff routes" },
  { method: "POST", path: "/admin/*", caller: "staff", touches: "Medusa's back office API and the store's staff routes", body: STAFF_BODY },
  { method: "DELETE", path: "/admin/*", caller: "staff", touches: "Medusa's back office API and the store's staff routes", body: STAFF_DELETE_BODY },
]

/**
 * Routes Medusa registers that the store closes (the gate answers 404): the store has no use for them, or they would
 * let a shopper act outside the store's rules. Listed so that the route inventory test notices any route a Medusa
 * upgrade (or a new file) adds: every route the router holds is either in ROUTES or here.
 */
export const CLOSED_ROUTES: readonly string[] = [
  // Medusa's own customer identity: password sessions, email lookup (account enumeration), self-service changes
  // of the customer record (its metadata, email and password are the store's to write)
  "GET /store/auth",
  "GET /store/auth/:email",
  "POST /store/customers/me",
  "GET /store/customers/me/orders",
  "GET /store/customers/me/payment-methods",
  // Claiming an order placed without an account
  "POST /store/orders/customer/confirm",
  "POST /store/orders/batch/customer/token",
  // Cart routes the checkout does not use (tax recalculation, completing by another path, session edits)
  "DELETE /store/carts/:id/payment-sessions/:provider_id",
  "POST /store/carts/:id/payment-sessions/:provider_id",
  "POST /store/carts/:id/payment-sessions/:provider_id/refresh",
  "POST /store/carts/:id/taxes",
  "POST /store/carts/:id/complete-cart",
  // medusa-payment-stripe's own webhook (it may complete carts outside the store's rules): /hooks/stripe replaces it
  "POST /stripe/hooks",
  // Catalogue reads the store serves through its own routes (the customer's products, a product by handle)
  "GET /store/collections",
  "GET /store/collections/:id",
  "GET /store/product-categories",
  "GET /store/product-categories/:id",
  "GET /store/product-tags",
  "GET /store/product-types",
  "GET /store/products/:id",
  "POST /store/products/search",
  "GET /store/regions/:region_id",
  "GET /store/variants",
  "GET /store/variants/:id",
]
