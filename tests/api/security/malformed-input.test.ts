import http from "node:http"
import { describe, expect, inject, it } from "vitest"
import { request } from "../support/client"
import { concretePath, identityCustomer, key, ROUTES } from "./surface"

/** What must never come back: a server error, an HTML page, a stack trace or a server path. */
function leaks(res: { status: number; headers: Record<string, string | undefined>; text: string }): string | undefined {
  if (res.status >= 500) return `status ${res.status}`
  if (res.status >= 400 && !String(res.headers["content-type"]).includes("application/json")) return `content-type ${res.headers["content-type"]}`
  if (/\n\s+at |node_modules|\/work\/|\/home\/|\/root\//.test(res.text)) return "stack trace or server path"
  return undefined
}

const BAD_BODIES: Array<{ name: string; type: string; body: string }> = [
  { name: "malformed JSON", type: "application/json", body: '{"a":' },
  { name: "a JSON string", type: "application/json", body: '"text"' },
  { name: "deep nesting", type: "application/json", body: `{"a":${"[".repeat(3000)}${"]".repeat(3000)}}` },
  { name: "wrong content type", type: "text/plain", body: "first_name=x" },
  { name: "form encoding", type: "application/x-www-form-urlencoded", body: "a=1&b[c]=2" },
  { name: "invalid UTF-8", type: "application/json; charset=utf-8", body: '{"a":"\udcff"}' },
  { name: "unknown charset", type: "application/json; charset=klingon", body: "{}" },
]

/** A 16 MB JSON body (above every route's limit), sent whole: the server reads and drops it, then answers 413. */
const HUGE = Buffer.from(JSON.stringify({ a: "x".repeat(16 * 1024 * 1024) }))

function hugeBody(method: string, path: string): Promise<{ status: number; headers: Record<string, string | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${inject("backendUrl")}${path}`, { method, headers: { "content-type": "application/json", "content-length": String(HUGE.length) } }, (res) => {
      let text = ""
      res.on("data", (chunk) => (text += chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, text }))
    })
    req.on("error", reject)
    req.end(HUGE)
  })
}

const BAD_PATH_VALUES = ["%E0%A4%A", "%00", "..%2F..%2Fetc", "%", "x".repeat(3000), "1e309", "-1", "'%20or%201=1--"]
const BAD_QUERIES = ["limit=-1", "limit=abc", "offset=-5", "limit=1e99", "offset[x]=1", "limit=99999999999", "a[99999]=1", "region_id[$ne]=x"]

const routes = ROUTES.filter((route) => !route.path.endsWith("/*") || route.method === "GET")
const writes = routes.filter((route) => route.method !== "GET")
/** Writes the gate answers by reading the body (a refused route answers 403 whatever is sent). */
const readWrites = writes.filter((route) => !route.refused)

describe("malformed input on every route of the route table: a 4xx in JSON, never a 5xx, HTML or a stack trace", () => {
  it(`bodies: ${writes.length} writable routes × ${BAD_BODIES.length} malformed bodies`, async () => {
    const customer = await identityCustomer()
    const wrong: string[] = []
    for (const route of writes) {
      for (const bad of BAD_BODIES) {
        for (const caller of [request(), customer.agent]) {
          const res = await caller[route.method.toLowerCase() as "post"](concretePath(route.path)).set("content-type", bad.type).send(bad.body)
          const leak = leaks(res)
          if (leak) wrong.push(`${key(route)} ${bad.name}: ${leak}`)
        }
      }
    }
    expect(wrong).toEqual([])
  }, 240_000)

  it(`huge bodies: ${readWrites.length} writable routes refuse a body above their limit with a 413`, async () => {
    const wrong: string[] = []
    for (const route of readWrites) {
      const res = await hugeBody(route.method, concretePath(route.path))
      if (res.status !== 413 || leaks(res)) wrong.push(`${key(route)}: ${res.status} ${res.text.slice(0, 100)}`)
    }
    expect(wrong).toEqual([])
  })

  it(`paths and paging: ${routes.length} routes × ${BAD_PATH_VALUES.length} path values, GET routes × ${BAD_QUERIES.length} queries`, async () => {
    const customer = await identityCustomer()
    const wrong: string[] = []
    for (const route of routes) {
      const paths = route.path.includes(":") ? BAD_PATH_VALUES.map((value) => concretePath(route.path, value)) : [concretePath(route.path)]
      const queries = route.method === "GET" ? BAD_QUERIES : [""]
      for (const path of paths) {
        for (const query of queries) {
          for (const caller of [request(), customer.agent]) {
            const res = await caller[route.method.toLowerCase() as "get"](query ? `${path}?${query}` : path)
            const leak = leaks(res)
            if (leak) wrong.push(`${key(route)} ${path.slice(0, 80)}?${query}: ${leak}`)
          }
        }
      }
    }
    expect(wrong).toEqual([])
  }, 240_000)
})
