import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"
import { productAccessBody, type ProductAccess } from "@clinic-store/contract"
import type PurchasePermissionService from "../../../../services/purchase-permission"

/** GET /admin/product-access/:productId: `{ product_id, audiences }` (staff only). */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const productId = req.params.productId
  const permission = req.scope.resolve<PurchasePermissionService>("purchasePermissionService")
  await permission.assertProductExists(productId)
  res.json({ product_id: productId, audiences: await permission.audiencesOf(productId) } satisfies ProductAccess)
})

/** POST /admin/product-access/:productId `{ audiences }`: replaces who may buy the product (staff only). */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { audiences } = validate(productAccessBody, req.body)
  const productId = req.params.productId
  const permission = req.scope.resolve<PurchasePermissionService>("purchasePermissionService")
  await permission.assertProductExists(productId)
  res.json({ product_id: productId, audiences: await permission.setAudiences(productId, audiences) } satisfies ProductAccess)
})
