import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { renewSession } from "../../lib/customer-sessions"

/**
 * A staff sign-in (POST /admin/auth) runs in a new session: the id a browser held before (handed out by any earlier
 * answer, or planted by someone else) is dropped from the session store, so whoever knows it is not signed in as staff.
 * Nothing of the old session is kept; Medusa's route then writes the signed-in user into the new one.
 */
export async function renewStaffSession(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction): Promise<void> {
  try {
    await renewSession(req)
    next()
  } catch (err) {
    next(err)
  }
}
