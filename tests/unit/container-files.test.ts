// @vitest-environment node
import fs from "node:fs"
import { describe, expect, it } from "vitest"
import { parse } from "yaml"
import { BUILD_AND_TEST_TOOLS, dockerfile, imageCommand, stageOf } from "../support/dockerfile"
// @ts-expect-error plain ESM module without types
import { majorOfVersion, postgresMajor } from "../../backend/scripts/stack/postgres.mjs"

/**
 * compose.yaml and the Dockerfile, checked without a Docker engine (none runs in CI): what `docker compose config`
 * and hadolint would catch of the store's rules, and that the Node and PostgreSQL versions agree everywhere.
 */
type Service = { image?: string; build?: unknown; healthcheck?: { test?: unknown }; environment?: Record<string, string> | string[]; command?: unknown }
const compose = parse(fs.readFileSync("compose.yaml", "utf8"), { merge: true }) as { services: Record<string, Service>; configs?: Record<string, { content?: string }> }
const instructions = dockerfile
  .replace(/\\\n/g, " ")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"))
const packageJson = JSON.parse(fs.readFileSync("package.json", "utf8"))
const ciRun = fs.readFileSync(".ci/run", "utf8")

/** An image reference is pinned when it names a tag with a version number (not `latest`, not none). */
const pinned = (image: string) => /:[^:/]*\d[^:/]*$/.test(image) && !/:latest$/.test(image)

describe("compose.yaml", () => {
  const services = Object.entries(compose.services)

  it("parses, and every service has a health check", () => {
    expect(services.length).toBeGreaterThan(5)
    expect(services.filter(([, s]) => !s.healthcheck?.test).map(([name]) => name)).toEqual([])
  })

  it("names only pinned, maintained images (no latest, no MinIO)", () => {
    const images = services.map(([, s]) => s.image).filter((image): image is string => !!image && !image.startsWith("clinic-store-"))
    expect(images.filter((image) => !pinned(image))).toEqual([])
    expect(images.filter((image) => /minio/i.test(image))).toEqual([])
  })

  it("gives the store no root or administrator credentials of a service", () => {
    const text = fs.readFileSync("compose.yaml", "utf8")
    expect(text).not.toMatch(/ROOT_(USER|PASSWORD)|ADMIN_(USER|PASSWORD)|AWS_ROOT/)
    const identities = JSON.parse(compose.configs?.["s3-identities"]?.content ?? "{}").identities as Array<{ name: string; actions: string[] }>
    for (const identity of identities) expect(identity.actions.filter((action) => !/^(Read|Write|List):clinic-(public|private)$/.test(action))).toEqual([])
    expect(identities.find((i) => i.name === "anonymous")?.actions).toEqual(["Read:clinic-public"])
  })

  it("runs the PostgreSQL major version of the embedded one", () => {
    expect(compose.services.postgres.image).toMatch(new RegExp(`^postgres:${postgresMajor()}[.-]`))
  })

  it("reads the major version from select version()'s answer", () => {
    expect(majorOfVersion("PostgreSQL 17.6 on x86_64-pc-linux-gnu, compiled by gcc")).toBe(17)
    expect(majorOfVersion("PostgreSQL 15.14 (Debian 15.14-0+deb12u1) on x86_64-pc-linux-gnu")).toBe(15)
    expect(() => majorOfVersion("MySQL 8.0")).toThrow("Not a PostgreSQL version string")
  })
})

describe("Dockerfile", () => {
  const from = instructions.filter((line) => line.startsWith("FROM ") || line.startsWith("ARG NODE_IMAGE="))

  it("builds from pinned images only", () => {
    const images = from.map((line) => (line.startsWith("ARG") ? line.split("=")[1] : line.split(/\s+/)[1])).filter((image) => !image.startsWith("${"))
    expect(images.filter((image) => !pinned(image))).toEqual([])
  })

  it("ships the Node that CI tests, within engines and .nvmrc", () => {
    const nodeImage = /^ARG NODE_IMAGE=node:(\d+\.\d+\.\d+)-/.exec(instructions.find((l) => l.startsWith("ARG NODE_IMAGE=")) ?? "")?.[1]
    expect(nodeImage).toBe(/NODE24_VERSION="([\d.]+)"/.exec(ciRun)?.[1])
    expect(nodeImage?.split(".")[0]).toBe(fs.readFileSync(".nvmrc", "utf8").trim())
    expect(packageJson.engines.node).toContain(`^${nodeImage!.split(".")[0]}.`)
  })

  it("follows the linter's rules: exec-form CMD and HEALTHCHECK, npm ci, no ADD, absolute WORKDIR, a non-root user", () => {
    expect(instructions.filter((l) => /^(CMD|ENTRYPOINT) /.test(l) && !/^(CMD|ENTRYPOINT) \[/.test(l))).toEqual([])
    expect(instructions.filter((l) => /^HEALTHCHECK .*CMD /.test(l) && !/CMD \[/.test(l))).toEqual([])
    expect(instructions.filter((l) => /\bnpm install\b/.test(l) || l.startsWith("ADD "))).toEqual([])
    expect(instructions.filter((l) => l.startsWith("WORKDIR ") && !l.startsWith("WORKDIR /"))).toEqual([])
    expect(stageOf("backend")).toMatch(/^USER node$/m)
  })

  it("switches Medusa's telemetry off and runs one process per backend container (no npm, no starter parent)", () => {
    expect(instructions.filter((l) => /^ENV .*MEDUSA_DISABLE_TELEMETRY=true/.test(l)).length).toBeGreaterThanOrEqual(2)
    expect(imageCommand()).toEqual(["node", "--max-old-space-size=384", "scripts/medusa-server.mjs"])
  })

  it("gives the backend image only runtime dependencies, installed without scripts, and nothing of the build stage's node_modules", () => {
    expect(stageOf("runtime")).toMatch(/^RUN npm ci --omit=dev --ignore-scripts /m)
    expect(stageOf("runtime")).not.toMatch(/--from=build \/app\/node_modules|--from=build \/app\/backend(\/node_modules)? /)
    expect(stageOf("backend").match(/^COPY .*$/gm)).toEqual(["COPY --from=runtime /app /app"])
  })
})

describe("package-lock.json", () => {
  const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as { packages: Record<string, { dev?: boolean }> }

  it("keeps build tools, test tools and the embedded database out of the production install (dev only)", () => {
    expect(BUILD_AND_TEST_TOOLS.filter((name) => lock.packages[`node_modules/${name}`]?.dev !== true)).toEqual([])
  })
})
