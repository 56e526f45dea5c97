import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { STORE_LOCALES } from "@clinic-store/contract"
import { z } from "zod"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import type FeaturedProductsService from "../../../services/featured-products"

const query = z.object({ locale: z.enum(STORE_LOCALES).default("en"), region_id: z.string().min(1).max(100).optional() }).strict()

/**
 * GET /store/featured-products?locale=&region_id=: the home page's public teaser (anyone): a few published
 * products with their picture and "from" list price in the region (default: the region of the language's country).
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { locale, region_id } = validate(query, req.query)
  const service = req.scope.resolve<FeaturedProductsService>("featuredProductsService")
  res.json(await service.list(locale, region_id))
})
