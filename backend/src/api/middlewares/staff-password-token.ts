import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import type { Logger } from "@medusajs/types"
import type { EntityManager } from "typeorm"
import { z } from "zod"
import { handler } from "../http/handler"
import { validate } from "../http/validate"

/** POST /admin/users/password-token's body, as Medusa's own route checks it (an email address). */
const passwordTokenBody = z.object({ email: z.string().email({ message: "must be an email address" }) })

type UserLookup = { retrieveByEmail(email: string): Promise<{ id: string }> }
type TokenIssuer = { withTransaction(manager: EntityManager): { generateResetPasswordToken(userId: string): Promise<string> } }

/** Makes the staff user's reset token (Medusa emits `user.password_reset` with it); nothing for an unknown address. */
async function issueResetToken(req: MedusaRequest, email: string): Promise<void> {
  const users = req.scope.resolve<UserLookup & TokenIssuer>("userService")
  const user = await users.retrieveByEmail(email).catch(() => undefined)
  if (!user) return
  const manager = req.scope.resolve<EntityManager>("manager")
  await manager.transaction((transaction) => users.withTransaction(transaction).generateResetPasswordToken(user.id))
}

/**
 * Replaces Medusa's POST /admin/users/password-token, which answered a known staff address only after making its token
 * in a transaction, and an unknown one at once (the time told which addresses are staff). The answer is the same 204
 * for every valid address, sent before any lookup; the token is made afterwards, in the background.
 */
export const staffPasswordToken = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { email } = validate(passwordTokenBody, req.body)
  res.sendStatus(204)
  setImmediate(() => {
    issueResetToken(req, email).catch((err: unknown) => {
      req.scope.resolve<Logger>("logger").error(`staff password token for a reset request failed: ${String(err)}`)
    })
  })
})
