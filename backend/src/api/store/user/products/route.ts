import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { z } from "zod"
import { requireCustomerId } from "../../../http/auth"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"
import { sendCached } from "../../../http/read-cache"
import type UserCatalogueService from "../../../../services/user-catalogue"

const query = z.object({ region_id: z.string().min(1).max(100).optional() })

/** GET /store/user/products/: the products the signed-in customer may buy, priced for a region (read cache). */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const { region_id } = validate(query, req.query)
  const catalogue = req.scope.resolve<UserCatalogueService>("userCatalogueService")
  await sendCached(req, res, `products|${customerId}|${region_id ?? ""}`, () => catalogue.list(customerId, region_id))
})
