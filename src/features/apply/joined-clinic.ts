/**
 * The clinic the customer just joined by accepting an invite, kept for the one page that welcomes them (the session
 * re-reads the customer, who is then approved, and /apply leads on to the clinic's page).
 */
let joined: string | null = null

/** Remembers the clinic just joined. */
export function rememberJoinedClinic(clinicName: string): void {
  joined = clinicName
}

/**
 * The clinic just joined, or null. Only read while rendering (a render may run again or be thrown away), so the
 * name is forgotten by {@link forgetJoinedClinic} once the page that leads on to the clinic has been shown.
 */
export function joinedClinic(): string | null {
  return joined
}

/** Forgets the clinic just joined (its welcome was shown, or the invite was not accepted after all). */
export function forgetJoinedClinic(): void {
  joined = null
}
