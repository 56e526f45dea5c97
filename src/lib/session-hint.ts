/**
 * The signed-in hint: a non-secret cookie of the storefront's origin saying "this browser had a signed-in
 * customer". The backend session itself is an httpOnly cookie of the backend the storefront cannot read, so
 * without the hint the only way to learn whether a session exists is to ask `GET /store/user/me`, which answers
 * 401 to every signed-out visitor (a console error on each page load). The hint is written when the auth
 * machine reaches `signedIn` and removed when it reaches `signedOut`; it decides only whether the page load
 * asks. A customer without it (another browser tab cleared it, cookies wiped) is still signed in through the
 * identity provider's session (the identity bridge exchanges a new token); a stale one costs one 401.
 */
export const SESSION_HINT_COOKIE = "clinic_store_signed_in"

/** Thirty days: longer than any backend or identity session, so a live session always has its hint. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/** The part of `document` the hint uses (tests pass their own). */
export type CookieJar = { cookie: string }

/** Where the hint lives: read, write, remove. */
export interface SessionHint {
  read(): boolean
  write(): void
  clear(): void
}

const browserJar = (): CookieJar | undefined => (typeof document === "undefined" ? undefined : document)

/** The hint over `document.cookie` (any cookie jar in tests). Failures are swallowed: no hint means "ask the provider". */
export function createSessionHint(jar: () => CookieJar | undefined = browserJar): SessionHint {
  const secure = () => (typeof location !== "undefined" && location.protocol === "https:" ? "; Secure" : "")
  const set = (value: string, maxAge: number) => {
    const target = jar()
    if (target) target.cookie = `${SESSION_HINT_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure()}`
  }
  return {
    read: () => {
      try {
        return (jar()?.cookie ?? "").split(/;\s*/).includes(`${SESSION_HINT_COOKIE}=1`)
      } catch {
        return false
      }
    },
    write: () => {
      try {
        set("1", MAX_AGE_SECONDS)
      } catch {
        /* cookies unavailable */
      }
    },
    clear: () => {
      try {
        set("", 0)
      } catch {
        /* cookies unavailable */
      }
    },
  }
}

/** The browser's hint. */
export const sessionHint: SessionHint = createSessionHint()
