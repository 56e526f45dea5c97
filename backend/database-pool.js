/**
 * The backend's PostgreSQL connection pool, shared by medusa-config.js (the pool's options) and the stock-write gate
 * (src/api/guards/stock-write.ts).
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

/** Longest a statement may run (ms): a runaway query is cancelled by PostgreSQL, not left holding a connection. */
const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000
/** Longest a transaction may sit idle (ms): a request that died mid-transaction cannot keep its row locks. */
const DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000

/** A whole number of milliseconds from `name`, else `fallback` (the environment schema has checked its shape). */
function milliseconds(env, name, fallback) {
  const raw = env[name]
  return raw === undefined || raw.trim() === "" ? fallback : Number(raw)
}

/**
 * The options of the backend's node-postgres pool (Medusa passes them on through TypeORM's `extra`): its size and the
 * session timeouts PostgreSQL enforces on every connection of it (sent when the connection opens; 0 = none).
 */
function databasePoolOptions(env = process.env) {
  return {
    max: databasePoolSize(env),
    statement_timeout: milliseconds(env, "DATABASE_STATEMENT_TIMEOUT_MS", DEFAULT_STATEMENT_TIMEOUT_MS),
    idle_in_transaction_session_timeout: milliseconds(env, "DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS", DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS),
  }
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

module.exports = { databasePoolSize, databasePoolOptions, stockWritesAtOnce }
