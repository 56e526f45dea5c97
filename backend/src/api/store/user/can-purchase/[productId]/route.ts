import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { ApiError } from "../../../../http/api-error"
import { requireCustomerId } from "../../../../http/auth"
import { handler } from "../../../../http/handler"
import type PurchasePermissionService from "../../../../../services/purchase-permission"

/** GET /store/user/can-purchase/:productId: `{ product_id, can_purchase }`; 404 for an unknown product. */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const productId = req.params.productId
  const manager = req.scope.resolve<EntityManager>("manager")
  const found = await manager.query(`select 1 from product where id = $1 and deleted_at is null`, [productId])
  if (!found.length) throw ApiError.notFound("Product")
  const permission = req.scope.resolve<PurchasePermissionService>("purchasePermissionService")
  res.json({ product_id: productId, can_purchase: await permission.canPurchase(customerId, productId) })
})
