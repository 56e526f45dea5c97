import type { MedusaRequest } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { ForbiddenError, NotFoundError } from "../../domain/errors"
import { paymentProviderFor, type PayerKind } from "../../domain/payment-choice"
import { providersOfRegion, regionOfOwnPaymentCollection } from "../../persistence/order-edits"
import type CustomerContextService from "../../services/customer-context"
import { requireCustomerId } from "../http/auth"
import { middleware } from "../http/handler"
import type { Guard } from "./guard"

async function payerKind(req: MedusaRequest): Promise<PayerKind> {
  const context = await req.scope.resolve<CustomerContextService>("customerContextService").retrieve(requireCustomerId(req))
  return context?.clinic ? "clinic" : "individual"
}

/**
 * An edit's difference is paid the customer's one way, as a cart is (card for individuals where offered, else
 * invoice): 403 naming the provider otherwise.
 */
const requireCustomersProvider = middleware(async (req) => {
  const manager = req.scope.resolve<EntityManager>("manager")
  const regionId = await regionOfOwnPaymentCollection(manager, req.params.id, requireCustomerId(req))
  if (!regionId) throw new NotFoundError("Payment collection")
  const wanted = paymentProviderFor(await payerKind(req), await providersOfRegion(manager, regionId))
  const providerId = (req.body as { provider_id: string }).provider_id
  if (providerId !== wanted) throw new ForbiddenError(`provider_id: this customer pays by ${wanted ?? "no provider in this region"}, not "${providerId}"`)
})

/** The payment session of an order edit's difference uses the provider the customer pays with. */
export const editPaidTheCustomersWay: Guard = () => requireCustomersProvider
