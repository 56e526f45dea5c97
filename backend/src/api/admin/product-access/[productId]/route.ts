import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { z } from "zod"
import { ApiError } from "../../../http/api-error"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"
import { AUDIENCES } from "@clinic-store/contract"
import type PurchasePermissionService from "../../../../services/purchase-permission"

const body = z.object({ audiences: z.array(z.enum(AUDIENCES)).max(AUDIENCES.length * 2) }).strict()

async function existingProductId(req: MedusaRequest): Promise<string> {
  const manager = req.scope.resolve<EntityManager>("manager")
  const rows = await manager.query(`select id from product where id = $1 and deleted_at is null`, [req.params.productId])
  if (!rows.length) throw ApiError.notFound("Product")
  return req.params.productId
}

/** GET /admin/product-access/:productId: `{ product_id, audiences }` (staff only). */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const productId = await existingProductId(req)
  const permission = req.scope.resolve<PurchasePermissionService>("purchasePermissionService")
  res.json({ product_id: productId, audiences: await permission.audiencesOf(productId) })
})

/** POST /admin/product-access/:productId `{ audiences }`: replaces who may buy the product (staff only). */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { audiences } = validate(body, req.body)
  const productId = await existingProductId(req)
  const permission = req.scope.resolve<PurchasePermissionService>("purchasePermissionService")
  res.json({ product_id: productId, audiences: await permission.setAudiences(productId, audiences) })
})
