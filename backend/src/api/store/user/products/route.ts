import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../../http/auth"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"
import { sendCached } from "../../../http/read-cache"
import { userProductsQuery } from "@clinic-store/contract"
import type UserCatalogueService from "../../../../services/user-catalogue"

/**
 * GET /store/user/products/?region_id=&locale=&q=: the products the signed-in customer may buy, priced for a region,
 * with names, descriptions, variant names and page sections in the language (each field falling back to English),
 * narrowed to those matching the search words `q` when given (read cache).
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const { region_id, locale, q = "" } = validate(userProductsQuery, req.query)
  const catalogue = req.scope.resolve<UserCatalogueService>("userCatalogueService")
  await sendCached(req, res, `products|${customerId}|${region_id ?? ""}|${locale}|${q}`, () => catalogue.list(customerId, region_id, locale, q))
})
