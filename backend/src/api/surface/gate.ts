import { STATUS_CODES } from "node:http"
import type { NextFunction, Request, Response } from "express"
import { assertPathDecodes, assertQuery, readBody, refuseAnnouncedOversize } from "./input"
import { InputRefused } from "./input-refused"
import { policiesOfPath, policyOf } from "./match"
import type { RoutePolicy } from "./routes"

/**
 * The surface gate: Express middlewares the backend's server (scripts/medusa-server.mjs) places around Medusa's app.
 * Before Medusa: security headers, then the gate (deny by default, input form). After Medusa: JSON for a path nothing
 * answered and for any error that reached the end, never HTML or a stack trace.
 */

/** Paths served as files, outside the API: the back office's pages and the public product pictures. */
export const FILE_PREFIXES = ["/app", "/uploads/"]

const production = () => process.env.NODE_ENV === "production"

function answer(res: Response, status: number, type: string, message: string): void {
  res.status(status).json({ type, message })
}

/** The policy the gate found for this request (read by the caller check once the session is known). */
export function routePolicyOf(res: Response): RoutePolicy | undefined {
  return res.locals.surfaceRoute as RoutePolicy | undefined
}

/** Headers of every answer: no MIME sniffing, and pages of the back office, provider and tools are never framed. */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.setHeader("Referrer-Policy", "same-origin")
  if (!req.path.startsWith("/store/") && !req.path.startsWith("/uploads/")) {
    res.setHeader("X-Frame-Options", "DENY")
    res.setHeader("Content-Security-Policy", "frame-ancestors 'none'")
  }
  next()
}

const ERROR_TYPES: Record<number, string> = { 401: "unauthorized", 403: "not_allowed", 404: "not_found", 409: "conflict", 413: "payload_too_large", 429: "too_many_requests" }

/** The `{ type, message }` of an error answer some part of Medusa sent as text (e.g. its admin 401 "Unauthorized"). */
function errorJson(status: number, text: string): string {
  const type = ERROR_TYPES[status] ?? (status < 500 ? "invalid_data" : "unknown_error")
  const readable = text && !/[<\n]/.test(text) && text.length <= 200 && status < 500
  return JSON.stringify({ type, message: readable ? text : STATUS_CODES[status] ?? "Error" })
}

/**
 * Every error answer is JSON: an answer of 400 or above whose type is not JSON (a text or HTML body, or none) leaves
 * as `{ type, message }`, its text kept only when it is one short line. Decided when the status line is written, so
 * it also holds for answers written in pieces (express-session writes the body before it ends the answer).
 */
export function jsonErrors(_req: Request, res: Response, next: NextFunction): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response
  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => Response
  let converting = false
  let text = ""
  const decide = (status: number) => {
    if (converting || res.headersSent || status < 400 || String(res.getHeader("content-type") ?? "").includes("json")) return
    converting = true
    res.removeHeader("Content-Length")
    res.setHeader("Content-Type", "application/json; charset=utf-8")
  }
  const collect = (chunk: unknown) => {
    if (typeof chunk === "string" || Buffer.isBuffer(chunk)) text += String(chunk)
  }
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    decide(status)
    return writeHead(status, ...rest)
  }) as Response["writeHead"]
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    decide(res.statusCode)
    if (!converting) return write(chunk, ...rest)
    collect(chunk)
    return true
  }) as Response["write"]
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    decide(res.statusCode)
    if (!converting) return end(chunk, ...rest)
    if (typeof chunk !== "function") collect(chunk)
    const callback = [chunk, ...rest].find((arg) => typeof arg === "function")
    return end(errorJson(res.statusCode, text), "utf8", callback)
  }) as Response["end"]
  next()
}

const isFilePath = (path: string) => FILE_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`))

/**
 * Deny by default: a method and path the route table does not list answers 404 (an OPTIONS preflight is let through
 * for a listed path); a refused Medusa route answers 403 with what to do instead; development tools answer 404 in
 * production; then the request's form is checked (path encoding, paging, JSON body of the route's fields; a staff
 * route's body after the caller).
 */
export async function surfaceGate(req: Request, res: Response, next: NextFunction): Promise<void> {
  try {
    if (isFilePath(req.path)) return next()
    if (req.method === "OPTIONS") {
      if (policiesOfPath(req.path).length) return next()
      return answer(res, 404, "not_found", "No route answers this path")
    }
    const route = policyOf(req.method, req.path)
    if (!route || (route.caller === "development" && production())) {
      return answer(res, 404, "not_found", `No route answers ${req.method} on this path`)
    }
    if (route.refused) return answer(res, 403, "not_allowed", route.refused)
    res.locals.surfaceRoute = route
    assertPathDecodes(req.path)
    assertQuery(req)
    // A staff route's body is read once the caller is known to be staff (readStaffBody, surface/callers.ts): someone
    // without a staff session gets 401, never a verdict on what they sent; only an oversized announced length is refused here.
    if (route.caller === "staff") await refuseAnnouncedOversize(req, route)
    else await readBody(req, route)
    next()
  } catch (err) {
    if (err instanceof InputRefused) return answer(res, err.status, err.type, err.message)
    next(err)
  }
}

/** After every route: a JSON 404 for what nothing answered (Express would send an HTML page). */
export function notFound(req: Request, res: Response): void {
  answer(res, 404, "not_found", `No route answers ${req.method} on this path`)
}

type HttpError = { status?: number; statusCode?: number; type?: string; expose?: boolean; message?: string }

/**
 * After every route: an error nothing answered. A client error keeps its status with a message that names no server
 * detail; anything else is logged and answered 500 in JSON, without a stack trace.
 */
export function errorAnswer(err: unknown, req: Request, res: Response, _next: NextFunction): void {
  const error = (err ?? {}) as HttpError
  const status = error.status ?? error.statusCode ?? (err instanceof URIError ? 400 : 500)
  if (res.headersSent) return void res.end()
  if (status >= 400 && status < 500) {
    const message = error.expose && error.message ? error.message : err instanceof URIError ? "path: not valid percent-encoding" : "The request could not be read"
    return answer(res, status, status === 413 ? "payload_too_large" : "invalid_data", message)
  }
  console.error(`[surface] ${req.method} ${req.path.slice(0, 200)} failed:`, err)
  answer(res, 500, "unknown_error", "An unknown error occurred.")
}
