import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { translationBody, translationParams, type TranslationSubject } from "@clinic-store/contract"
import { handler } from "../../../../http/handler"
import { validate } from "../../../../http/validate"
import type StoreTranslationService from "../../../../../services/store-translation"

function subjectOf(req: MedusaRequest): { subject: TranslationSubject; id: string } {
  return validate(translationParams, { subject: req.params.subject, id: req.params.id })
}

/** GET /admin/translations/:subject/:id: `{ subject, id, translations: { [locale]: fields } }` (staff only); 404 for an unknown subject. */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { subject, id } = subjectOf(req)
  const service = req.scope.resolve<StoreTranslationService>("storeTranslationService")
  res.json({ subject, id, translations: await service.translationsOf(subject, id) })
})

/** POST /admin/translations/:subject/:id `{ locale, fields }`: replaces one language's texts of a product, variant or shipping option. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { subject, id } = subjectOf(req)
  const { locale, fields } = validate(translationBody(subject), req.body) as { locale: "en" | "da" | "es"; fields: Record<string, string | undefined> }
  const service = req.scope.resolve<StoreTranslationService>("storeTranslationService")
  res.json({ subject, id, translations: await service.setTranslation(subject, id, locale, fields) })
})
