import type { ProviderTokenResult } from "../../machines/auth.machine"

/**
 * The part of an identity provider the auth actors need. `src/identity`'s IdentityProvider fits it;
 * it is restated here so the actors do not import the identity module (no import cycle).
 */
export interface IdentityLike {
  getToken(options: { template: string }): Promise<string | null>
  signOut(): Promise<void>
  /** When present, tells whether the provider holds a session; otherwise a missing token stands for it. */
  hasSession?: () => boolean | Promise<boolean>
}

/** Asks the provider for a token of `template` and classifies the answer for the auth machine. */
export async function requestProviderToken(identity: IdentityLike, template: string): Promise<ProviderTokenResult> {
  if (identity.hasSession && !(await identity.hasSession())) return { status: "no-session" }
  const token = await identity.getToken({ template })
  return token ? { status: "token", token } : { status: "no-token" }
}
