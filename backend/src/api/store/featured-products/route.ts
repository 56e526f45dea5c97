import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { featuredProductsQuery } from "@clinic-store/contract"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import type FeaturedProductsService from "../../../services/featured-products"

/**
 * GET /store/featured-products?locale=&region_id=: the home page's public teaser (anyone): a few published
 * products with their picture and "from" list price in the region (default: the region of the language's country).
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { locale, region_id } = validate(featuredProductsQuery, req.query)
  const service = req.scope.resolve<FeaturedProductsService>("featuredProductsService")
  res.json(await service.list(locale, region_id))
})
