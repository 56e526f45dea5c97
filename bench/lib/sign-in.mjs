/** Signs a demo customer in through the backend's API, as the storefront does, for benchmarks driving a browser. */

const cookiesOf = (res) => res.headers.getSetCookie().map((c) => c.split(";")[0])

/** The demo clinic owner of the seed. */
export const OWNER = { email: "owner@example.com", password: "Clinic-Demo-2026!" }

/** The demo individual of the seed (approved; pays by card where the card provider is configured). */
export const INDIVIDUAL = { email: "individual@example.com", password: "Clinic-Demo-2026!" }

/**
 * Signs the demo clinic owner in as the storefront does: the identity provider's session, a store token for
 * it, then the Medusa customer session (GET /store/user/login). Returns the cookies as name/value pairs, with
 * the storefront's signed-in hint.
 */
export async function signInCookie(backendUrl, storeUrl, account = OWNER) {
  const headers = { "content-type": "application/json", origin: storeUrl }
  const signIn = await fetch(`${backendUrl}/idp/sign-in`, { method: "POST", headers, body: JSON.stringify(account) })
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`)
  const idpCookies = cookiesOf(signIn)
  const token = await fetch(`${backendUrl}/idp/tokens`, { method: "POST", headers: { ...headers, cookie: idpCookies.join("; ") }, body: "{}" })
  if (!token.ok) throw new Error(`token failed: ${token.status} ${await token.text()}`)
  const { jwt } = await token.json()
  const login = await fetch(`${backendUrl}/store/user/login`, { headers: { origin: storeUrl, authorization: `Bearer ${jwt}` } })
  if (!login.ok) throw new Error(`store sign-in failed: ${login.status} ${await login.text()}`)
  const cookies = [...idpCookies, ...cookiesOf(login)].map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1) }))
  // The storefront's signed-in hint (src/lib/session-hint.ts), as its sign-in in the browser writes it: a
  // returning customer has it, and the page load then checks the session at once.
  return [...cookies, { name: "clinic_store_signed_in", value: "1" }]
}
