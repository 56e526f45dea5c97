import { localProviderEnabled } from "../../identity/config"
import { currentSession } from "../../idp/sessions"
import { middleware } from "../http/handler"
import { mailLimiter, type KeyOf, type Throttle } from "./limiter"

type WithIdentity = { mailIdentityId?: string }

/** Finds the identity of the provider's session (only while the local provider is on: /idp answers 404 otherwise). */
const findIdentity = middleware(async (req) => {
  if (!localProviderEnabled()) return
  ;(req as unknown as WithIdentity).mailIdentityId = (await currentSession(req))?.user.id
})

const identity: KeyOf = (req) => {
  const id = (req as unknown as WithIdentity).mailIdentityId
  return id ? `identity:${id}` : undefined
}

/**
 * Sign-up codes sent again per identity (RATE_LIMIT_MAIL), across its sign-in sessions and client addresses.
 * (Password-reset links and sign-up or sign-in codes already count against the per-email sign-in limit.)
 */
export const codesPerIdentity: Throttle = [findIdentity, mailLimiter("mail-code", "Too many verification codes for this account", identity)]
