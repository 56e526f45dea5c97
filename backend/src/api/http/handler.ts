import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { ApiError } from "./api-error"

type Handler = (req: MedusaRequest, res: MedusaResponse) => Promise<unknown> | unknown

/**
 * Wraps a route handler: ApiErrors become `{ type, message }` with their status; anything else goes to
 * Medusa's error handler. Use for every route of ours so errors have one shape.
 */
export function handler(fn: Handler) {
  return async (req: MedusaRequest, res: MedusaResponse, next?: MedusaNextFunction) => {
    try {
      await fn(req, res)
    } catch (err) {
      if (err instanceof ApiError) {
        res.status(err.status).json({ type: err.type, message: err.message })
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
      if (err instanceof ApiError) res.status(err.status).json({ type: err.type, message: err.message })
      else next(err)
    }
  }
}
