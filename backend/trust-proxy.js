/**
 * How many proxies stand in front of the backend, from TRUST_PROXY (a whole number of hops; default 0: clients talk
 * to the backend directly). Express then takes the client's address from X-Forwarded-For only that many hops deep,
 * so a direct client forging the header changes nothing (sign-in throttling counts per client address).
 *
 * Medusa 1.20 hard-codes one trusted hop (`app.set("trust proxy", 1)` in its express loader) and gives projects no
 * hook on its Express app before routes run; applyTrustProxy() makes every "trust proxy" setting of Medusa's
 * Express take TRUST_PROXY instead, for Medusa's own routes and ours alike. medusa-config.js calls it at start. An
 * app made before that keeps Express's own `set`: scripts/medusa-server.mjs sets TRUST_PROXY on its app itself.
 */
const path = require("node:path")

function trustedProxyHops(env = process.env) {
  const raw = (env.TRUST_PROXY ?? "").trim()
  if (raw === "") return 0
  if (!/^\d+$/.test(raw)) {
    throw new Error(`TRUST_PROXY must be the number of proxies in front of the backend (0 when none), not "${raw}"`)
  }
  return Number(raw)
}

function applyTrustProxy(env = process.env) {
  const hops = trustedProxyHops(env)
  const medusaDir = path.dirname(require.resolve("@medusajs/medusa/package.json"))
  const express = require(require.resolve("express", { paths: [medusaDir] }))
  const set = express.application.set
  if (set.trustProxyApplied) return hops
  const patched = function (setting, _value) {
    return setting === "trust proxy" && arguments.length > 1 ? set.call(this, setting, hops) : set.apply(this, arguments)
  }
  patched.trustProxyApplied = true
  express.application.set = patched
  return hops
}

module.exports = { trustedProxyHops, applyTrustProxy }
