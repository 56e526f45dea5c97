import type { EntityManager } from "typeorm"
import { clinicIdOfMember } from "../../persistence/clinic-member"
import { customerIdOf } from "../http/auth"
import { middleware } from "../http/handler"
import { mailLimiter, type KeyOf, type Throttle } from "./limiter"

type WithInvitersClinic = { mailClinicId?: string }

/** Finds the signed-in inviter's clinic (none for a customer without one: not counted then). */
const findInvitersClinic = middleware(async (req) => {
  const customerId = customerIdOf(req)
  if (!customerId) return
  const manager = req.scope.resolve<EntityManager>("manager")
  ;(req as unknown as WithInvitersClinic).mailClinicId = await clinicIdOfMember(manager, customerId)
})

const invitersClinic: KeyOf = (req) => {
  const id = (req as unknown as WithInvitersClinic).mailClinicId
  return id ? `clinic:${id}` : undefined
}

/**
 * Invites mailed per clinic (RATE_LIMIT_MAIL): its owner and admins share one counter; a clinic not yet approved is
 * counted like any other.
 */
export const invitesPerClinic: Throttle = [findInvitersClinic, mailLimiter("mail-clinic", "Too many invites from this clinic", invitersClinic)]
