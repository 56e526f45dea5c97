import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../../../http/auth"
import { handler } from "../../../../http/handler"
import type PurchasePermissionService from "../../../../../services/purchase-permission"

/** GET /store/user/can-purchase/:productId: `{ product_id, can_purchase }`; 404 for an unknown product. */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const productId = req.params.productId
  const permission = req.scope.resolve<PurchasePermissionService>("purchasePermissionService")
  await permission.assertProductExists(productId)
  res.json({ product_id: productId, can_purchase: await permission.canPurchase(customerId, productId) })
})
