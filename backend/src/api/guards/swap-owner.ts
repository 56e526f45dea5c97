import type { EntityManager } from "typeorm"
import { NotFoundError } from "../../domain/errors"
import { isOwnSwapCart } from "../../persistence/swaps"
import { requireCustomerId } from "../http/auth"
import { middleware } from "../http/handler"
import type { Guard } from "./guard"

/** A swap is read by its cart only by the customer of its order (404 for anyone else). */
const refuseForeignSwap = middleware(async (req) => {
  const manager = req.scope.resolve<EntityManager>("manager")
  if (!(await isOwnSwapCart(manager, req.params.cart_id, requireCustomerId(req)))) throw new NotFoundError("Swap")
})

/** The swap's owner: the customer of the swapped order. */
export const swapOwner: Guard = () => refuseForeignSwap
