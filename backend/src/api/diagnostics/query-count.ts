import { AsyncLocalStorage } from "node:async_hooks"
import type { ServerResponse } from "node:http"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import pg from "pg"

/** Response header carrying the number of SQL queries a request ran (diagnostics only). */
const QUERY_COUNT_HEADER = "X-Query-Count"

const requestQueries = new AsyncLocalStorage<{ count: number }>()
let clientPatched = false

/** Counts every query a pg client runs inside a request's async context (patched once, on first use). */
function patchPgClient(): void {
  if (clientPatched) return
  clientPatched = true
  const original = pg.Client.prototype.query
  pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    const counter = requestQueries.getStore()
    if (counter) counter.count++
    return (original as (...a: unknown[]) => unknown).apply(this, args)
  } as typeof original
}

/** Whether the diagnostic is on: only with QUERY_COUNT_DIAGNOSTICS=true and never in production. */
function queryCountDiagnosticsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.QUERY_COUNT_DIAGNOSTICS === "true" && env.NODE_ENV !== "production"
}

/**
 * Middleware that puts the request's SQL query count in the `X-Query-Count` header, to prove listings cost a
 * constant number of queries. A no-op unless {@link queryCountDiagnosticsEnabled}.
 */
export function countQueries(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void {
  if (!queryCountDiagnosticsEnabled()) return next()
  patchPgClient()
  const counter = { count: 0 }
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((...args: unknown[]) => {
    if (!res.headersSent) res.setHeader(QUERY_COUNT_HEADER, String(counter.count))
    return writeHead(...args)
  }) as typeof res.writeHead
  requestQueries.run(counter, () => next())
}
