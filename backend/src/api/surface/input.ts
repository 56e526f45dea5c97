import type { Request } from "express"
import express from "express"
import type { BodyPolicy, RoutePolicy } from "./routes"
import { assertQueryLimits } from "./query-limits"
import { InputRefused } from "./input-refused"

/** Bodies may nest this deep at most: the store's deepest body (a clinic with its billing address) nests 3 levels. */
const MAX_BODY_DEPTH = 16
/** `limit` of a listing on the shopper surface; the staff API keeps Medusa's own bounds. */
const MAX_STORE_PAGE = 100
/** A query string longer than this is refused (Medusa parses array indices without bound). */
const MAX_QUERY_LENGTH = 4096
/** The size limit of a body whose route names none, in bytes. */
const DEFAULT_BODY_LIMIT = 100 * 1024


const invalid = (message: string) => new InputRefused(400, "invalid_data", message)

/** Every path segment must decode (a `%` must start a valid UTF-8 escape). */
export function assertPathDecodes(path: string): void {
  for (const segment of path.split("/")) {
    try {
      decodeURIComponent(segment)
    } catch {
      throw invalid(`path: "${segment.slice(0, 64)}" is not valid percent-encoding`)
    }
  }
}

/**
 * Paging and size of the query: outside the back office's API within the store's query-string limits (depth 5, arrays
 * of 20, 1,000 parameters); `limit` and `offset` whole numbers (limit at most MAX_STORE_PAGE on /store). The back office
 * (/admin, staff only) keeps Medusa's own parsing: its lists filter by more than 20 ids at once (the reservations of
 * an order's lines, a price list's products).
 */
export function assertQuery(req: Request): void {
  const raw = req.originalUrl.split("?").slice(1).join("?")
  if (raw.length > MAX_QUERY_LENGTH) throw invalid(`query: longer than ${MAX_QUERY_LENGTH} characters`)
  if (/\[\d{4,}\]|%5B\d{4,}%5D/i.test(raw)) throw invalid("query: array indices above 999 are not accepted")
  if (!req.path.startsWith("/admin/")) assertQueryLimits(raw)
  const query = req.query as Record<string, unknown>
  for (const name of ["limit", "offset"]) {
    const value = query[name]
    if (value === undefined) continue
    if (typeof value !== "string" || !/^\d{1,9}$/.test(value)) throw invalid(`${name}: must be a whole number from 0`)
  }
  if (req.path.startsWith("/store/") && query.limit !== undefined && Number(query.limit) > MAX_STORE_PAGE) {
    throw invalid(`limit: at most ${MAX_STORE_PAGE}`)
  }
}

/** How deep a parsed JSON value nests (iterative: a hostile body must not exhaust the stack). */
function depthOf(value: unknown): number {
  let deepest = 0
  const stack: Array<[unknown, number]> = [[value, 0]]
  while (stack.length) {
    const [item, depth] = stack.pop()!
    if (item === null || typeof item !== "object") continue
    deepest = Math.max(deepest, depth + 1)
    if (deepest > MAX_BODY_DEPTH) return deepest
    for (const child of Object.values(item)) stack.push([child, depth + 1])
  }
  return deepest
}

function hasBody(req: Request): boolean {
  return Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined
}

const parsers = new Map<number, express.RequestHandler>()
function parserFor(limit: number): express.RequestHandler {
  let parser = parsers.get(limit)
  if (!parser) parsers.set(limit, (parser = express.json({ limit, strict: true, type: () => true })))
  return parser
}

const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`)

function parseJson(req: Request, limit: number): Promise<void> {
  return new Promise((resolve, reject) => {
    parserFor(limit)(req, {} as never, (err?: unknown) => {
      if (!err) return resolve()
      const type = (err as { type?: string }).type
      if (type === "entity.too.large") return reject(new InputRefused(413, "payload_too_large", `body: larger than ${sizeOf(limit)}`))
      if (type === "encoding.unsupported" || type === "charset.unsupported") return reject(new InputRefused(415, "invalid_data", "body: send UTF-8 JSON"))
      reject(invalid("body: malformed JSON"))
    })
  })
}

/** Checks the parsed body against the route's policy: an object, not too deep, only the fields the route takes. */
function assertBodyShape(body: unknown, policy: BodyPolicy): void {
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw invalid("body: must be a JSON object")
  if (depthOf(body) > MAX_BODY_DEPTH) throw invalid(`body: nested deeper than ${MAX_BODY_DEPTH} levels`)
  if (policy.fields.includes("*")) return
  const refused = Object.keys(body).filter((field) => !policy.fields.includes(field))
  if (refused.length) {
    const accepted = policy.fields.length ? `accepted: ${policy.fields.join(", ")}` : "this route takes no body fields"
    throw invalid(`body: ${refused.map((f) => `"${f.slice(0, 64)}"`).join(", ")} not accepted here (${accepted})`)
  }
  if (policy.schema) {
    const result = policy.schema.safeParse(body)
    if (!result.success) {
      const issue = result.error.issues[0]
      throw invalid(`${issue.path.join(".") || "body"}: ${issue.message}`)
    }
  }
}

function drained(req: Request): Promise<void> {
  return new Promise((resolve) => {
    req.once("end", resolve)
    req.once("close", resolve)
    req.resume()
  })
}

/** Keeps the body as sent (`req.body` a Buffer) within `limit` bytes; any content type. */
function readRaw(req: Request, limit: number): Promise<void> {
  return new Promise((resolve, reject) => {
    express.raw({ limit, type: () => true })(req, {} as never, (err?: unknown) => {
      if (!err) return resolve()
      if ((err as { type?: string }).type === "entity.too.large") return reject(new InputRefused(413, "payload_too_large", `body: larger than ${sizeOf(limit)}`))
      reject(invalid("body: could not be read"))
    })
  })
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i
const MULTIPART_TYPE = /^multipart\/form-data\s*(?:;|$)/i

const sendsBody = (req: Request) => req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS" && hasBody(req)

/**
 * Refuses a body whose announced length is above the route's limit (413) without buffering it: the rest of the body is
 * read and dropped first, so the client (still sending) gets the answer instead of a broken connection. Looks at no
 * byte of the body, so it may come before the caller is known.
 */
export async function refuseAnnouncedOversize(req: Request, route: RoutePolicy): Promise<void> {
  const limit = route.body?.limit ?? DEFAULT_BODY_LIMIT
  if (!sendsBody(req) || Number(req.headers["content-length"] ?? 0) <= limit) return
  if (route.body?.multipart && MULTIPART_TYPE.test(req.headers["content-type"] ?? "")) return
  await drained(req)
  throw new InputRefused(413, "payload_too_large", `body: larger than ${sizeOf(limit)}`)
}

/**
 * Reads and checks the body of a write: JSON only (multipart where the route takes files), within the route's size
 * limit, an object of the route's fields. The parsed body is left on the request, so no later parser reads it again.
 */
export async function readBody(req: Request, route: RoutePolicy): Promise<void> {
  if (!sendsBody(req)) return
  const policy: BodyPolicy = route.body ?? { fields: [] }
  const type = req.headers["content-type"] ?? ""
  if (policy.multipart && MULTIPART_TYPE.test(type)) return
  if (!policy.raw && !JSON_TYPE.test(type)) throw new InputRefused(415, "invalid_data", `Content-Type: send the body as application/json (got "${type.slice(0, 64) || "none"}")`)
  const limit = policy.limit ?? DEFAULT_BODY_LIMIT
  await refuseAnnouncedOversize(req, route)
  if (policy.raw) return readRaw(req, limit)
  await parseJson(req, limit)
  assertBodyShape(req.body, policy)
}
