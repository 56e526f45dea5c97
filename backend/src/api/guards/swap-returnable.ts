import type { CreateSwapBody } from "@clinic-store/contract"
import type PurchasePermissionService from "../../services/purchase-permission"
import { requireCustomerId } from "../http/auth"
import { middleware } from "../http/handler"
import type { Guard } from "./guard"
import { assertReturnable } from "./returnable"

/**
 * A swap: its lines going back as a return's (in the order's turn), the items sent instead ones the customer may buy
 * (403 otherwise).
 */
const requireSwappable = middleware(async (req, res) => {
  const body = req.body as CreateSwapBody
  const permission = req.scope.resolve<PurchasePermissionService>("purchasePermissionService")
  await assertReturnable(req, res, body.order_id, body.return_items, "return_items")
  await permission.assertMayBuyVariants(requireCustomerId(req), body.additional_items.map((item) => item.variant_id))
})

/** A swap's lines may go back as a return's, and the customer may buy what is sent instead. */
export const swapReturnable: Guard = () => requireSwappable
