import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { handler } from "../../../http/handler"

type Session = { customer_id?: string; user_id?: string; destroy(callback: (err?: unknown) => void): void }

/**
 * GET /store/user/logout: ends the customer session as Medusa's DELETE /store/auth does (keeps a staff session
 * that shares the cookie, otherwise destroys the session). Always 200.
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const session = (req as unknown as { session?: Session }).session
  if (session?.user_id) delete session.customer_id
  else if (session) await new Promise<void>((resolve, reject) => session.destroy((err) => (err ? reject(err) : resolve())))
  res.status(200).json({ signed_out: true })
})
