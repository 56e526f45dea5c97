import { randomBytes } from "node:crypto"
import type { NextFunction, Request, Response } from "express"

/** One POST as first answered under its key: where it went, its parameters, and its answer once it has one. */
type Saved = { endpoint: string; params: string; requestId: string; answer?: { status: number; body: unknown } }

/** Object keys in one order, so that the same parameters sent in another order are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1))
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(",")}}`
  }
  return JSON.stringify(value)
}

/**
 * Stripe saves no result when the endpoint did not start: its parameters failed validation, the key was refused, the
 * request conflicted with one under way, or Stripe failed. A retry of those runs afresh.
 */
function saved(status: number, body: unknown): boolean {
  if (status === 401 || status === 409 || status === 429 || status >= 500) return false
  const code = (body as { error?: { code?: unknown } } | undefined)?.error?.code
  return !(typeof code === "string" && code.startsWith("parameter_"))
}

const idempotencyError = (res: Response, status: number, message: string, code?: string) =>
  res.status(status).json({ error: { type: "idempotency_error", message, ...(code ? { code } : {}) } })

/**
 * Stripe's idempotent requests, for every POST this server answers: a `Idempotency-Key` seen before with the same
 * endpoint and parameters gets the first answer again (status and body) with `Idempotent-Replayed: true`; with other
 * parameters or another endpoint, 400 `idempotency_error`; while the first is still being answered, 409. Every
 * answer carries a `Request-Id`. Keys are kept for the server's life (Stripe keeps them 24 hours).
 */
export function idempotentRequests() {
  const keys = new Map<string, Saved>()
  return (req: Request, res: Response, next: NextFunction): void => {
    const requestId = `req_${randomBytes(7).toString("hex")}`
    res.setHeader("Request-Id", requestId)
    const key = req.method === "POST" ? req.header("idempotency-key") : undefined
    if (!key) return next()
    res.setHeader("Idempotency-Key", key)
    const endpoint = `${req.method} ${req.path}`
    const params = canonical(req.body ?? {})
    const first = keys.get(key)
    if (first) {
      if (first.endpoint !== endpoint) {
        return void idempotencyError(res, 400, `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${first.endpoint}'). Try using a key other than '${key}' if you meant to execute a different request.`)
      }
      if (first.params !== params) {
        return void idempotencyError(res, 400, `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`)
      }
      if (!first.answer) {
        return void idempotencyError(res, 409, `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`, "idempotency_key_in_use")
      }
      res.setHeader("Idempotent-Replayed", "true")
      res.setHeader("Original-Request", first.requestId)
      return void res.status(first.answer.status).json(first.answer.body)
    }
    const entry: Saved = { endpoint, params, requestId }
    keys.set(key, entry)
    const send = res.send.bind(res)
    res.send = (body?: unknown) => {
      const parsed = typeof body === "string" || Buffer.isBuffer(body) ? safeJson(String(body)) : body
      if (saved(res.statusCode, parsed)) entry.answer = { status: res.statusCode, body: parsed }
      else keys.delete(key)
      return send(body)
    }
    // An answer that did not go through send (a failure of the server itself) is not kept.
    res.on("finish", () => {
      if (!entry.answer) keys.delete(key)
    })
    next()
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
