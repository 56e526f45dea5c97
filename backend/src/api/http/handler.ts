import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { ApiError, toApiError } from "./api-error"

/**
 * PostgreSQL errors caused by a value the client sent (not by the server): a NUL byte or invalid UTF-8 in a
 * string, a number out of a column's range, text that is not a valid value of the column's type.
 */
const CLIENT_VALUE_ERRORS = new Set(["22021", "22P05", "22003", "22P02"])

/**
 * The ApiError for `err` when it is one, a domain error, or a PostgreSQL error caused by the client's input; else
 * undefined.
 */
function asApiError(err: unknown): ApiError | undefined {
  const known = toApiError(err)
  if (known) return known
  const code = (err as { code?: unknown; driverError?: { code?: unknown } } | null)?.driverError?.code ?? (err as { code?: unknown } | null)?.code
  if (typeof code === "string" && CLIENT_VALUE_ERRORS.has(code)) {
    return ApiError.invalid("request: a value in the path, query or body cannot be stored or compared (NUL byte, invalid text or number out of range)")
  }
  return undefined
}

type Handler = (req: MedusaRequest, res: MedusaResponse) => Promise<unknown> | unknown

/**
 * Wraps a route handler: ApiErrors and domain errors become `{ type, message }` with their status; anything else goes to
 * Medusa's error handler. Use for every route of ours so errors have one shape.
 */
export function handler(fn: Handler) {
  return async (req: MedusaRequest, res: MedusaResponse, next?: MedusaNextFunction) => {
    try {
      await fn(req, res)
    } catch (err) {
      const apiError = asApiError(err)
      if (apiError) {
        res.status(apiError.status).json({ type: apiError.type, message: apiError.message })
        return
      }
      if (next) next(err)
      else throw err
    }
  }
}

/** Express middleware form of {@link handler}'s error mapping, for middlewares.ts entries. */
export function middleware(fn: (req: MedusaRequest, res: MedusaResponse) => Promise<void> | void) {
  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    try {
      await fn(req, res)
      next()
    } catch (err) {
      const apiError = asApiError(err)
      if (apiError) res.status(apiError.status).json({ type: apiError.type, message: apiError.message })
      else next(err)
    }
  }
}
