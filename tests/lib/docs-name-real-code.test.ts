// @vitest-environment node
import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

/**
 * Docs that stay true: every file path and code identifier that a doc under docs/ or machines/README.md names in
 * backticks must exist (a path outside the repository does not). A path is found as a file or folder of the repository (also written relative to the doc, or
 * from a folder the doc is about: `services/x.ts`, `en.json`), a package in package-lock.json, or a folder the build
 * and the running store write (ignored by git). An identifier (camelCase or PascalCase, or a call `name()`) must be
 * in the code outside comments: declared there, or the dependency's name the code calls.
 */

const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" }).trim().split("\n")
const folders = new Set(tracked.flatMap((file) => file.split("/").slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join("/"))))
const everything = [...tracked, ...folders]
const lockfile = readFileSync("package-lock.json", "utf8")
const docs = tracked.filter((file) => /^docs\/.*\.md$/.test(file) || file === "machines/README.md")
const code = tracked
  .filter((file) => /^(src|machines|backend|packages\/contract\/src|docs\/tools|bench|tests)\//.test(file) || file.endsWith("package.json"))
  .filter((file) => /\.(ts|tsx|mjs|js|cjs|json)$/.test(file) && file !== "tests/lib/docs-name-real-code.test.ts")
  .map((file) => readFileSync(file, "utf8"))
  .join("\n")

/** Written by the build, the stack or a test run; never in git (see .gitignore). `customer-files` is the key prefix of stored uploads. */
const GENERATED = ["dist", "backend/dist", "backend/build", "backend/.data", "backend/.cache", "backend/uploads", "backend/private-uploads", "reports", "customer-files"]
/** Packages a doc names as the way out of a dependency, not installed. */
const NOT_INSTALLED = new Set(["@medusajs/js-sdk"])
/** Names of code that is not the store's own, which docs cite when they explain a dependency or a query plan. */
const THIRD_PARTY = new Set([
  // PostgreSQL plan nodes and TypeORM internals (docs/performance.md).
  "BitmapOr",
  "prepareHydratedValue",
  "transformRawResultsGroup",
  "transformColumns",
  // @whatwg-node/promise-helpers exports (docs/security.md).
  "createDeferredPromise",
  "fakePromise",
  "fakeRejectPromise",
  "handleMaybePromise",
  "isPromise",
  "mapAsyncIterator",
  // Medusa core's services, handlers and their methods (docs/performance.md, docs/storefront-flows.md, docs/architecture.md).
  "CartService",
  "setPaymentSessions",
  "inviteService",
  "addOrUpdateLineItem",
  // @medusajs/file-local's options and methods (docs/reliability.md).
  "isPrivate",
  "uploadProtected",
  // pino-http's log field (docs/deploy.md).
  "responseTime",
])
/** Container images compose.yaml runs (`image: name:tag`): a doc names them as `name`, which is no repository path. */
const IMAGES = new Set([...readFileSync("compose.yaml", "utf8").matchAll(/^\s*image:\s*["']?([\w./-]+):/gm)].map((match) => match[1]!))
const MEDIA_TYPE = /^(text|application|image|multipart|font)\/[\w.+-]+$/

function pathExists(doc: string, written: string): boolean {
  const name = written.replace(/\/$/, "")
  if (IMAGES.has(name)) return true
  if (name.startsWith("@")) return NOT_INSTALLED.has(name) || lockfile.includes(`node_modules/${name.split("/").slice(0, 2).join("/")}"`)
  if (GENERATED.some((dir) => name === dir || name.startsWith(`${dir}/`))) return true
  // A path that leaves the repository names something a reader of a clone does not have.
  if (path.posix.normalize(path.posix.join(path.posix.dirname(doc), name)).startsWith("..")) return false
  const candidates = [name, path.posix.join(path.posix.dirname(doc), name)]
  if (candidates.some((candidate) => tracked.includes(candidate) || folders.has(candidate))) return true
  // A path named from the folder a doc is about (backend/src/…, src/features/…) or a bare file name.
  return everything.some((file) => file.endsWith(`/${name}`))
}

/** Code without its comments (a name only a comment still mentions is gone). */
const codeWithoutComments = code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1")

function declared(identifier: string): boolean {
  return new RegExp(`(^|[^\\w$])${identifier.replace(/\$/g, "\\$")}(?![\\w$])`).test(codeWithoutComments)
}

/** The backticked spans of a Markdown text outside fenced code blocks. */
function spans(markdown: string): string[] {
  return [...markdown.replace(/```[\s\S]*?```/g, "").matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim())
}

/** What a span names: a path, an identifier, or nothing this check reads (commands, routes, values, prose). */
function nameIn(span: string): { path: string } | { identifier: string } | null {
  if (/^[\w.@-]+(\/[\w.@-]*)+$/.test(span) && !MEDIA_TYPE.test(span)) return { path: span }
  if (/^[\w-]+\.(ts|tsx|mjs|js|json|md|sql|css|yaml|yml|sh)$/.test(span)) return { path: span }
  const lead = /^([A-Za-z_$][\w$]*)(\(|\.|<|$)/.exec(span)
  if (!lead || (lead[2] === "." && /\.(ts|tsx|js|json|md)$/.test(span))) return null
  const identifier = lead[1]!
  const next = lead[2]!
  const codeLike = /[a-z][A-Z]/.test(identifier) || /^[A-Z][a-z]+[A-Z]/.test(identifier) || next === "("
  if (!codeLike || THIRD_PARTY.has(identifier)) return null
  // A span with spaces names code only when it is a call (`useCart()`, `retrieve(id)`); else it is a command or prose.
  if (/\s/.test(span) && next !== "(") return null
  return { identifier }
}

describe("docs name code that exists", () => {
  it.each(docs)("%s", (doc) => {
    const missing: string[] = []
    for (const span of spans(readFileSync(doc, "utf8"))) {
      const named = nameIn(span)
      if (!named) continue
      if ("path" in named && !pathExists(doc, named.path)) missing.push(`path ${named.path}`)
      if ("identifier" in named && !declared(named.identifier)) missing.push(`identifier ${named.identifier}`)
    }
    expect([...new Set(missing)], `${doc} names what the repository does not have`).toEqual([])
  })

  it("catches a name that does not exist (so the check can fail)", () => {
    expect(declared("createCartActors")).toBe(true)
    expect(declared("StoreProvider")).toBe(false)
    expect(pathExists("docs/x.md", "src/api/http-retry.ts")).toBe(true)
    expect(pathExists("docs/x.md", "src/app/store-session.tsx")).toBe(false)
    expect(pathExists("docs/x.md", "../shared/spec/product-api.md")).toBe(false)
    expect(nameIn("useOrderResult(orderId, labOrderId)")).toEqual({ identifier: "useOrderResult" })
    expect(nameIn("npm run docs:machines")).toBeNull()
  })
})
