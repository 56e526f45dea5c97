import { codeSchema } from "@clinic-store/contract"
import { InvalidError } from "../../domain/errors"
import { middleware } from "../http/handler"
import type { Guard } from "./guard"

/** A gift card code looked up is a code as a cart takes it (printable, 1-64 characters): else 400 naming `code`. */
const checkLookedUpCode = middleware((req) => {
  const parsed = codeSchema.safeParse(req.params.code)
  if (!parsed.success) throw new InvalidError(`code: ${parsed.error.issues[0].message}`)
})

/** The code of a gift card look-up has the form of a code a cart takes. */
export const giftCardCode: Guard = () => checkLookedUpCode
