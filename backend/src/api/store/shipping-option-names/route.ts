import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { shippingOptionNamesQuery } from "@clinic-store/contract"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import type StoreTranslationService from "../../../services/store-translation"

/** GET /store/shipping-option-names?locale=: `{ names: { [optionId]: name } }`, the names staff translated ("Standard shipping"). */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { locale } = validate(shippingOptionNamesQuery, req.query)
  const service = req.scope.resolve<StoreTranslationService>("storeTranslationService")
  res.json({ names: await service.shippingOptionNames(locale) })
})
