import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import express from "express"
import { ApiError } from "./api-error"

/**
 * JSON body parser whose failures answer in our error shape: 413 `payload_too_large` above `limit`,
 * 400 `invalid_data` for malformed JSON (Medusa's error handler would answer both with a 500).
 * Skips bodies another parser already read.
 */
export function jsonBody(limit: string | number = "100kb") {
  const parse = express.json({ limit })
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    parse(req, res, (err?: unknown) => {
      if (!err) return next()
      const type = (err as { type?: string }).type
      const error =
        type === "entity.too.large"
          ? new ApiError("payload_too_large", `The request body is larger than ${limit}`)
          : ApiError.invalid("body: malformed JSON")
      res.status(error.status).json({ type: error.type, message: error.message })
    })
  }
}
