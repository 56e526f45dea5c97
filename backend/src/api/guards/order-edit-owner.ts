import type { EntityManager } from "typeorm"
import { NotFoundError } from "../../domain/errors"
import { isOwnOrderEdit } from "../../persistence/order-edits"
import { requireCustomerId } from "../http/auth"
import { middleware } from "../http/handler"
import type { Guard } from "./guard"

/** An order edit is the customer's when staff asked them about it and the order is their own; anyone else: 404. */
const refuseForeignOrderEdit = middleware(async (req) => {
  const manager = req.scope.resolve<EntityManager>("manager")
  if (!(await isOwnOrderEdit(manager, req.params.id, requireCustomerId(req)))) throw new NotFoundError("Order edit")
})

/** The order edit's owner: one rule for every route naming an order edit. */
export const orderEditOwner: Guard = () => refuseForeignOrderEdit
