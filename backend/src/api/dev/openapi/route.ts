import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { ApiError } from "../../http/api-error"
import { handler } from "../../http/handler"
import { openApiDocument } from "../../surface/openapi"
// The backend's package.json: the same two levels up from src/ and from dist/.
import { version } from "../../../../package.json"

/** GET /dev/openapi: the store's routes as an OpenAPI document (development only; 404 in production). */
export const GET = handler(async (_req: MedusaRequest, res: MedusaResponse) => {
  if (process.env.NODE_ENV === "production") throw ApiError.notFound("The API description")
  res.json(openApiDocument(version))
})
