import type { MedusaRequest, MiddlewareRoute } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { paymentProviderFor, type PayerKind } from "../../domain/payment-choice"
import { ForbiddenError, NotFoundError } from "../../domain/errors"
import { isOwnOrderEdit, providersOfRegion, regionOfOwnPaymentCollection } from "../../persistence/order-edits"
import type CustomerContextService from "../../services/customer-context"
import { requireCustomerId } from "../http/auth"
import { middleware } from "../http/handler"

const managerOf = (req: MedusaRequest) => req.scope.resolve<EntityManager>("manager")

/** An order edit is the customer's when staff asked them about it and the order is their own; anyone else: 404. */
const ownOrderEdit = middleware(async (req) => {
  if (!(await isOwnOrderEdit(managerOf(req), req.params.id, requireCustomerId(req)))) throw new NotFoundError("Order edit")
})

/** A payment collection is the customer's when it pays an edit of their own order; anyone else: 404. */
const ownPaymentCollection = middleware(async (req) => {
  if (!(await regionOfOwnPaymentCollection(managerOf(req), req.params.id, requireCustomerId(req)))) throw new NotFoundError("Payment collection")
})

async function payerKind(req: MedusaRequest): Promise<PayerKind> {
  const context = await req.scope.resolve<CustomerContextService>("customerContextService").retrieve(requireCustomerId(req))
  return context?.clinic ? "clinic" : "individual"
}

/** An edit's difference is paid the customer's one way, as a cart is (card for individuals where offered, else invoice): 403 otherwise. */
const customersProvider = middleware(async (req) => {
  const db = managerOf(req)
  const regionId = await regionOfOwnPaymentCollection(db, req.params.id, requireCustomerId(req))
  if (!regionId) throw new NotFoundError("Payment collection")
  const wanted = paymentProviderFor(await payerKind(req), await providersOfRegion(db, regionId))
  const providerId = (req.body as { provider_id: string }).provider_id
  if (providerId !== wanted) throw new ForbiddenError(`provider_id: this customer pays by ${wanted ?? "no provider in this region"}, not "${providerId}"`)
})

/** Ownership of Medusa's order edit and payment collection routes for shoppers (after the caller rule: 401 without a session). */
export const orderEditMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/order-edits/:id", method: ["GET"], middlewares: [ownOrderEdit] },
  { matcher: "/store/order-edits/:id/decline", method: ["POST"], middlewares: [ownOrderEdit] },
  { matcher: "/store/order-edits/:id/complete", method: ["POST"], middlewares: [ownOrderEdit] },
  { matcher: "/store/payment-collections/:id", method: ["GET"], middlewares: [ownPaymentCollection] },
  { matcher: "/store/payment-collections/:id/sessions", method: ["POST"], middlewares: [ownPaymentCollection, customersProvider] },
  { matcher: "/store/payment-collections/:id/sessions/:session_id", method: ["POST"], middlewares: [ownPaymentCollection] },
  { matcher: "/store/payment-collections/:id/sessions/:session_id/authorize", method: ["POST"], middlewares: [ownPaymentCollection] },
]
