/**
 * The clinic the customer just joined by accepting an invite, kept for the one page that welcomes them (the session
 * re-reads the customer, who is then approved, and /apply leads on to the clinic's page).
 */
let joined: string | null = null

/** Remembers the clinic just joined. */
export function rememberJoinedClinic(clinicName: string): void {
  joined = clinicName
}

/** The clinic just joined, once (null afterwards or when none was). */
export function takeJoinedClinic(): string | null {
  const name = joined
  joined = null
  return name
}
