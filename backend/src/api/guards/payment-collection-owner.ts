import type { EntityManager } from "typeorm"
import { NotFoundError } from "../../domain/errors"
import { regionOfOwnPaymentCollection } from "../../persistence/order-edits"
import { requireCustomerId } from "../http/auth"
import { middleware } from "../http/handler"
import type { Guard } from "./guard"

/** A payment collection is the customer's when it pays an edit of their own order; anyone else: 404. */
const refuseForeignPaymentCollection = middleware(async (req) => {
  const manager = req.scope.resolve<EntityManager>("manager")
  if (!(await regionOfOwnPaymentCollection(manager, req.params.id, requireCustomerId(req)))) throw new NotFoundError("Payment collection")
})

/** The payment collection's owner: one rule for every route naming a payment collection. */
export const paymentCollectionOwner: Guard = () => refuseForeignPaymentCollection
