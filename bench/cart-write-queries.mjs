/**
 * What one "Add to cart" and one completion cost on the server: the SQL statements each request runs (all of them, and
 * those before Medusa's own insert: the store's rules that run ahead of Medusa's handler), and the time of the request.
 *
 * Starts the backend with SQL logging on its own database, prepares an approved clinic owner, then sends each measured
 * request alone (nothing else runs; a pause lets the previous request's subscribers finish) and reads the statements
 * that request wrote to the backend's log. Prints each round and the medians.
 *
 *   node bench/cart-write-queries.mjs   # PORT (9014), PG_PORT (54314), ROUNDS (5)
 */
import fs from "node:fs"
import path from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import { approvedClinicOwner, json } from "./lib/http.mjs"
import { startBenchStack } from "./lib/stack.mjs"
import { median } from "./lib/median.mjs"

const port = Number(process.env.PORT ?? 9014)
const pgPort = Number(process.env.PG_PORT ?? 54314)
const rounds = Number(process.env.ROUNDS ?? 5)
const ADDRESS = { first_name: "Bench", last_name: "Owner", address_1: "1 Main St", city: "Boston", postal_code: "02110", country_code: "us" }

/** The SQL statements TypeORM logged (`query: …` lines; a transaction's START/COMMIT count as statements too). */
const statementsIn = (text) => text.split("\n").filter((line) => /\bquery: /.test(line)).map((line) => line.slice(line.indexOf("query: ") + 7))

const stack = await startBenchStack({ port, pgPort, env: { DATABASE_LOGGING: "true", LOG_LEVEL: "info" } })
const log = path.join(stack.logDir, "backend.log")
try {
  const base = stack.backendUrl
  const owner = await approvedClinicOwner(base)
  const { cookie } = owner
  const listing = await json(`${base}/store/user/products/`, { headers: { cookie } })
  const regionId = listing.body.region_id
  const variantId = listing.body.products[0].variants[0].id

  /** Sends one request alone and returns its status, time and the statements it ran (with the index of `insertInto`'s insert). */
  async function measured(url, body, insertInto) {
    await sleep(1500)
    const start = fs.statSync(log).size
    const started = performance.now()
    const res = await fetch(url, { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(body ?? {}) })
    const answer = await res.json()
    const ms = performance.now() - started
    await sleep(300)
    const statements = statementsIn(fs.readFileSync(log, "utf8").slice(start))
    const insertAt = statements.findIndex((sql) => new RegExp(`^INSERT INTO (?:"public"[.])?"${insertInto}"`, "i").test(sql))
    return { status: res.status, answer, ms, statements: statements.length, beforeInsert: insertAt < 0 ? NaN : insertAt }
  }

  const adds = []
  const completions = []
  for (let round = 1; round <= rounds; round++) {
    const cart = await json(`${base}/store/carts`, { method: "POST", headers: { cookie }, body: JSON.stringify({ region_id: regionId }) })
    const cartId = cart.body.cart.id
    const add = await measured(`${base}/store/carts/${cartId}/line-items`, { variant_id: variantId, quantity: 1 }, "line_item")
    const post = (suffix, body) => json(`${base}/store/carts/${cartId}${suffix}`, { method: "POST", headers: { cookie }, body: JSON.stringify(body ?? {}) })
    await post("", { email: owner.email, shipping_address: ADDRESS, billing_address: ADDRESS })
    const options = await json(`${base}/store/shipping-options/${cartId}`, { headers: { cookie } })
    await post("/shipping-methods", { option_id: options.body.shipping_options[0].id })
    await post("/payment-sessions")
    await post("/payment-session", { provider_id: "manual" })
    const complete = await measured(`${base}/store/carts/${cartId}/complete`, {}, "order")
    if (add.status !== 200 || complete.answer.type !== "order") throw new Error(`round ${round}: add ${add.status}, complete ${JSON.stringify(complete.answer).slice(0, 200)}`)
    console.log(
      `round ${round}: add to cart ${add.statements} statements (${add.beforeInsert} before the line's insert), ${add.ms.toFixed(0)} ms; ` +
        `completion ${complete.statements} statements (${complete.beforeInsert} before the order's insert), ${complete.ms.toFixed(0)} ms`,
    )
    adds.push(add)
    completions.push(complete)
  }
  const summary = (name, list) =>
    `${name}: median ${median(list.map((r) => r.statements))} statements, ${median(list.map((r) => r.beforeInsert))} before Medusa's insert, ${median(list.map((r) => r.ms)).toFixed(0)} ms`
  console.log(summary("add to cart (POST /store/carts/{id}/line-items)", adds))
  console.log(summary("completion (POST /store/carts/{id}/complete)", completions))
} finally {
  await stack.stop()
}
