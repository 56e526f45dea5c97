// @vitest-environment node
import fs from "node:fs"
import { createRequire } from "node:module"
import { describe, expect, it } from "vitest"
import { parse } from "yaml"
import { stageOf } from "../support/dockerfile"
// @ts-expect-error plain ESM module without types
import { COMPOSE_INPUTS, deployDoc, envExample } from "../../docs/tools/environment-docs.mjs"

/**
 * The settings table (backend/environment-settings*.js) is the one list of settings: the documents made from it are up
 * to date, and compose.yaml passes every setting the backend reads, the ones production requires without an empty
 * default.
 */
type Setting = { name: string; where: "backend" | "scripts" | "local" | "build"; production?: "required" | "refused" }
const { SETTINGS } = createRequire(import.meta.url)("../../backend/environment-settings.js") as { SETTINGS: Setting[] }
const composeText = fs.readFileSync("compose.yaml", "utf8")
const compose = parse(composeText, { merge: true }) as {
  services: Record<string, { environment?: Record<string, string>; build?: { args?: Record<string, string> } }>
}
const BACKEND_SERVICES = ["migrate", "server-a", "server-b", "worker"]
const named = (where: Setting["where"]) => SETTINGS.filter((s) => s.where === where).map((s) => s.name)

describe("the documents made from the settings table", () => {
  it("lists each setting once", () => {
    const names = SETTINGS.map((s) => s.name)
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
  })

  it(".env.example is the rendered one (npm run docs:env writes it)", () => {
    expect(fs.readFileSync(".env.example", "utf8")).toBe(envExample())
  })

  it("docs/deploy.md's settings table is the rendered one (npm run docs:env writes it)", () => {
    const doc = fs.readFileSync("docs/deploy.md", "utf8")
    expect(doc).toBe(deployDoc(doc))
    for (const { name } of SETTINGS) expect(doc).toContain(`| \`${name}\` |`)
  })
})

describe("compose.yaml passes every setting", () => {
  it.each(BACKEND_SERVICES)("%s gets every setting the backend reads", (service) => {
    const environment = compose.services[service].environment ?? {}
    expect(named("backend").filter((name) => !(name in environment))).toEqual([])
  })

  it("stops with a message when a setting production requires is unset (no empty default)", () => {
    const environment = compose.services["server-a"].environment ?? {}
    const required = SETTINGS.filter((s) => s.production === "required").map((s) => s.name)
    expect(required.filter((name) => !environment[name] || /^\$\{\w+:-\}$/.test(environment[name]))).toEqual([])
    // Each interpolated required setting names itself in compose's error: `${NAME:?…}` or a compose input that does.
    const mandatory = new Set([...composeText.matchAll(/\$\{(\w+):\?/g)].map((match) => match[1]))
    const unguarded = required.filter((name) => {
      const reference = /^\$\{(\w+)/.exec(environment[name])?.[1]
      return reference !== undefined && !mandatory.has(reference)
    })
    expect(unguarded).toEqual([])
  })

  it("passes no setting the backend refuses in production, and runs the backend in production", () => {
    const environment = compose.services["server-a"].environment ?? {}
    expect(SETTINGS.filter((s) => s.production === "refused" && s.name in environment).map((s) => s.name)).toEqual([])
    expect(environment.NODE_ENV).toBe("production")
  })

  it("passes the storefront's build settings to its build, which the Dockerfile declares", () => {
    const args = compose.services.nginx.build?.args ?? {}
    expect(named("build").filter((name) => !(name in args))).toEqual([])
    const declared = stageOf("build")
    expect(named("build").filter((name) => !new RegExp(`^ARG ${name}$`, "m").test(declared))).toEqual([])
  })

  it("reads nothing from .env that is neither a setting nor one of its own documented inputs", () => {
    const known = new Set([...SETTINGS.map((s) => s.name), ...COMPOSE_INPUTS.map((input: { name: string }) => input.name)])
    const interpolated = [...new Set([...composeText.matchAll(/\$\{(\w+)/g)].map((match) => match[1]))]
    expect(interpolated.filter((name) => !known.has(name))).toEqual([])
  })

  it("keeps the database password out of DATABASE_URL (DATABASE_PASSWORD: the backend encodes it) and gives Redis one", () => {
    const environment = compose.services["server-a"].environment ?? {}
    expect(new URL(environment.DATABASE_URL).password).toBe("")
    expect(environment.DATABASE_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/)
    expect(environment.REDIS_PASSWORD).toMatch(/^\$\{REDIS_PASSWORD:\?/)
    expect(JSON.stringify(compose.services.redis)).toContain("--requirepass")
  })
})
