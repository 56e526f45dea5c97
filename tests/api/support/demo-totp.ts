import { Secret, TOTP } from "otpauth"
import { sql } from "./db"

/** The TOTP secret the README documents for the demo member who signs in with a second step. */
const DEMO_TOTP_SECRET = "CLINICSTOREDEMOMEMBERTOTPSECRETA"
const PERIOD_SECONDS = 30

/**
 * A code of the demo member's authenticator that the identity provider has not seen yet. The provider refuses a code
 * of a time step already used (no replay) and accepts one step of drift: when another test of this run used the
 * current step, the next step's code is used, and when that one is used too, this waits for the clock to move on.
 */
export async function freshDemoMemberCode(): Promise<string> {
  const totp = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET), period: PERIOD_SECONDS })
  for (;;) {
    const [user] = await sql<{ totp_last_step: string | null }>(`select totp_last_step from idp_user where email = 'member@example.com'`)
    const lastUsed = user?.totp_last_step == null ? -1 : Number(user.totp_last_step)
    const current = TOTP.counter({ period: PERIOD_SECONDS })
    const step = Math.max(current, lastUsed + 1)
    if (step <= current + 1) return totp.generate({ timestamp: step * PERIOD_SECONDS * 1000 })
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}
