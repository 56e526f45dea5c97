/**
 * The backend's PostgreSQL connection pool, shared by medusa-config.js (the pool's size) and the stock-write gate
 * (src/api/middlewares/stock-writes.ts).
 */

/** node-postgres' own default, and enough for one backend process on two cores (docs/performance.md). */
const DEFAULT_POOL_SIZE = 10

/** The pool's size: DATABASE_POOL_SIZE, a whole number from 3 to 500, else the default. */
function databasePoolSize(env = process.env) {
  const raw = env.DATABASE_POOL_SIZE
  if (raw === undefined || raw === "") return DEFAULT_POOL_SIZE
  const size = Number(raw)
  if (!Number.isInteger(size) || size < 3 || size > 500) {
    throw new Error(`DATABASE_POOL_SIZE=${raw} must be a whole number from 3 to 500 (connections per backend process)`)
  }
  return size
}

/**
 * How many requests that change stock may run at once in one process. Medusa's inventory module writes stock in
 * the request's transaction (one pooled connection, holding row locks) and then stages its event on a second
 * pooled connection. When every connection is held by such a transaction waiting for another, none can go on
 * and the backend stops answering. At most a third of the pool runs a stock write, so those need at most two
 * thirds of the connections and everything else keeps one third.
 */
function stockWritesAtOnce(poolSize) {
  return Math.max(1, Math.floor(poolSize / 3))
}

module.exports = { databasePoolSize, stockWritesAtOnce }
