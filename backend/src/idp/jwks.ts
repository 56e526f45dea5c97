import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { localKeys } from "../identity/local-keys"

/**
 * GET /idp/.well-known/jwks.json: the local provider's public key set. Registered in middlewares/identity.ts
 * because tsc skips dot-folders, so a file route under `.well-known` would never be compiled.
 */
export async function serveJwks(_req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const { publicJwk } = await localKeys()
  res.setHeader("Cache-Control", "public, max-age=300")
  res.json({ keys: [publicJwk] })
}
