import type { MiddlewareRoute } from "@medusajs/medusa"
import { codeSchema } from "@clinic-store/contract"
import { InvalidError } from "../../domain/errors"
import { middleware } from "../http/handler"

/** A gift card code looked up is a code as a cart takes it (printable, 1-64 characters): else 400 naming `code`. */
const checkLookedUpCode = middleware((req) => {
  const parsed = codeSchema.safeParse(req.params.code)
  if (!parsed.success) throw new InvalidError(`code: ${parsed.error.issues[0].message}`)
})

/** A gift card look-up, after its throttle (throttles/gift-card-lookup.ts). */
export const giftCardLookupMiddlewares: MiddlewareRoute[] = [{ matcher: "/store/gift-cards/:code", method: "GET", middlewares: [checkLookedUpCode] }]
