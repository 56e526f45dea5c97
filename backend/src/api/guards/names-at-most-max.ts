import { NAME_MAX_LENGTH } from "../../domain/names"
import { ApiError } from "../http/api-error"
import { middleware } from "../http/handler"
import type { Guard } from "./guard"

const NAME_FIELDS = ["first_name", "last_name"] as const

/**
 * Medusa's staff customer routes take any length of name (the shopper's are closed: names come from the identity
 * provider); the store's names are at most NAME_MAX_LENGTH characters (they are shown to clinic members and put into
 * mail, e.g. an invite's subject). 400 naming the field otherwise.
 */
const limitNames = middleware((req) => {
  const body = req.body as Record<string, unknown> | undefined
  for (const field of NAME_FIELDS) {
    const value = body?.[field]
    if (typeof value === "string" && Array.from(value.trim()).length > NAME_MAX_LENGTH) {
      throw ApiError.invalid(`${field}: at most ${NAME_MAX_LENGTH} characters`)
    }
  }
})

/** A customer's first and last name written by staff are at most NAME_MAX_LENGTH characters. */
export const namesAtMostMax: Guard = () => limitNames
