// @vitest-environment node
import fs from "node:fs"
import { describe, expect, it } from "vitest"
import { parse } from "yaml"
import { dockerfile } from "../support/dockerfile"
// @ts-expect-error plain ESM module without types
import { postgresMajor } from "../../backend/scripts/stack/postgres.mjs"

/**
 * Every container image the store runs is tracked by Renovate and listed, with its advisories, in docs/security.md.
 * Renovate's own file patterns (its docs: the dockerfile and docker-compose managers' defaults) and the project's
 * regex manager are applied here to the real files.
 */
type Rule = { matchDatasources?: string[]; matchPackageNames?: string[]; allowedVersions?: string; enabled?: boolean }
type CustomManager = { managerFilePatterns: string[]; matchStrings: string[]; datasourceTemplate: string }
const renovate = JSON.parse(fs.readFileSync("renovate.json", "utf8")) as { customManagers?: CustomManager[]; packageRules: Rule[]; enabledManagers?: string[] }
const compose = parse(fs.readFileSync("compose.yaml", "utf8"), { merge: true }) as { services: Record<string, { image?: string }> }
const security = fs.readFileSync("docs/security.md", "utf8")

/** Renovate's default file patterns of its dockerfile and docker-compose managers. */
const DOCKERFILE_MANAGER = /(^|\/|\.)([Dd]ocker|[Cc]ontainer)file$|(^|\/)([Dd]ocker|[Cc]ontainer)file[^/]*$/
const COMPOSE_MANAGER = /(^|\/)(?:docker-)?compose[^/]*\.ya?ml$/

const composeImages = Object.values(compose.services)
  .map((service) => service.image)
  .filter((image): image is string => !!image && !image.startsWith("clinic-store-"))
const fromImages = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]).filter((image) => !image.startsWith("${"))
/** Images Renovate's regex manager finds in the Dockerfile (the Node base in `ARG NODE_IMAGE=`). */
const regexImages = (renovate.customManagers ?? [])
  .filter((manager) => manager.managerFilePatterns.some((pattern) => new RegExp(pattern.slice(1, -1)).test("Dockerfile")))
  .flatMap((manager) => manager.matchStrings.flatMap((source) => [...dockerfile.matchAll(new RegExp(source, "g"))]))
  .map((match) => `${match.groups!.depName}:${match.groups!.currentValue}`)
const allImages = [...new Set([...composeImages, ...fromImages, ...regexImages])]
const nameOf = (image: string) => image.split(":")[0]

describe("Renovate tracks the container images", () => {
  it("sees the Dockerfile and compose.yaml with its docker managers, none of them switched off", () => {
    expect(DOCKERFILE_MANAGER.test("Dockerfile")).toBe(true)
    expect(COMPOSE_MANAGER.test("compose.yaml")).toBe(true)
    expect(renovate.enabledManagers).toBeUndefined()
    const off = renovate.packageRules.filter((rule) => rule.enabled === false && (rule.matchDatasources?.includes("docker") || rule.matchPackageNames?.some((name) => allImages.some((image) => nameOf(image) === name))))
    expect(off).toEqual([])
  })

  it("finds the Node base of every backend stage, which is an ARG's default", () => {
    expect(regexImages).toEqual([expect.stringMatching(/^node:\d+\.\d+\.\d+-bookworm-slim$/)])
    expect(dockerfile).toMatch(/^FROM \$\{NODE_IMAGE\} AS backend$/m)
  })

  it("keeps PostgreSQL on the embedded one's major", () => {
    const rule = renovate.packageRules.find((r) => r.matchDatasources?.includes("docker") && r.matchPackageNames?.includes("postgres"))
    expect(rule?.allowedVersions).toBe(`<${postgresMajor() + 1}`)
  })
})

describe("docs/security.md's advisory table", () => {
  it.each(allImages)("lists %s at the version that runs", (image) => {
    const [name, tag] = image.split(":")
    const row = security.split("\n").find((line) => line.startsWith(`| \`${name}\``))
    expect(row).toBeDefined()
    expect(row).toContain(tag.split("-")[0])
  })

  /** The first versions without the advisories of the table : an image below them fails. */
  const FIXED_IN: Record<string, string> = { "chrislusf/seaweedfs": "4.30", redis: "7.4.10", nginx: "1.28.3", postgres: "17.8" }
  const version = (tag: string) => tag.split("-")[0].split(".").map(Number)
  const atLeast = (tag: string, minimum: string) => {
    const [a, b] = [version(tag), version(minimum)]
    for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0)
    return true
  }

  it.each(Object.entries(FIXED_IN))("runs %s at %s or later", (name, minimum) => {
    const running = allImages.filter((image) => nameOf(image) === name)
    expect(running.length).toBeGreaterThan(0)
    expect(running.filter((image) => !atLeast(image.split(":")[1], minimum))).toEqual([])
  })
})
