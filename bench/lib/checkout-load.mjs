/**
 * Concurrent checkout completion: carts prepared through the store API up to the last step (item, addresses,
 * shipping method, manual payment session), then completed all at once; latency of each completion and the
 * backend's CPU time per completion.
 */
import { json } from "./http.mjs"
import { processCpuMs } from "./load.mjs"

const US_ADDRESS = { first_name: "Bench", last_name: "Customer", address_1: "1 Main St", city: "Boston", postal_code: "02110", country_code: "us" }

const post = (url, cookie, body) => json(url, { method: "POST", headers: { cookie }, body: body ? JSON.stringify(body) : undefined })

/** `count` carts of the signed-in customer, each ready to complete; returns their ids. */
export async function prepareCarts(backendUrl, customer, { regionId, variantId, count }) {
  const { cookie } = customer
  const ids = []
  for (let i = 0; i < count; i++) {
    const cart = await post(`${backendUrl}/store/carts`, cookie, { region_id: regionId })
    const cartId = cart.body.cart.id
    await post(`${backendUrl}/store/carts/${cartId}/line-items`, cookie, { variant_id: variantId, quantity: 1 })
    await post(`${backendUrl}/store/carts/${cartId}`, cookie, { email: customer.email, shipping_address: US_ADDRESS, billing_address: US_ADDRESS })
    const options = await json(`${backendUrl}/store/shipping-options/${cartId}`, { headers: { cookie } })
    await post(`${backendUrl}/store/carts/${cartId}/shipping-methods`, cookie, { option_id: options.body.shipping_options[0].id })
    await post(`${backendUrl}/store/carts/${cartId}/payment-sessions`, cookie)
    await post(`${backendUrl}/store/carts/${cartId}/payment-session`, cookie, { provider_id: "manual" })
    ids.push(cartId)
  }
  return ids
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** Completes every cart at once; returns p50/p99 of the completions (ms), failures and backend CPU ms per completion. */
export async function checkoutRound(backendUrl, customer, cartIds, backendPid) {
  const cpuBefore = processCpuMs(backendPid)
  const results = await Promise.all(
    cartIds.map(async (cartId) => {
      const started = performance.now()
      const res = await fetch(`${backendUrl}/store/carts/${cartId}/complete`, { method: "POST", headers: { cookie: customer.cookie, "content-type": "application/json" } })
      const body = await res.json().catch(() => ({}))
      return { ms: performance.now() - started, ok: res.ok && body.type === "order" }
    })
  )
  const cpuMs = processCpuMs(backendPid) - cpuBefore
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), failed: results.filter((r) => !r.ok).length, cpuMsPerRequest: cpuMs / cartIds.length }
}
