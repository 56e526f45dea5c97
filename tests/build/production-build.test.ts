// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { build } from "vite"
import { afterAll, describe, expect, it } from "vitest"

/** Texts only the inspectors hold: the Stately inspector, and the local one (its channel and its page). */
const INSPECTOR_MARKERS = ["https://stately.ai/inspect", "@statelyai.connected", "Window does not exist; inspector cannot be started.", "clinic-store-inspector", "Machine inspector"]
const outDirs: string[] = []

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]
  )
}

/** Builds the storefront in a temporary folder and answers the text of its scripts (and the folder). */
async function buildScripts(mode: "production" | "development"): Promise<string> {
  return (await buildStorefront(mode)).code
}

async function buildStorefront(mode: "production" | "development"): Promise<{ code: string; outDir: string }> {
  const outDir = mkdtempSync(path.join(tmpdir(), "storefront-build-"))
  outDirs.push(outDir)
  // Under vitest NODE_ENV is "test"; set it as `vite build` would for the mode.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = mode
  try {
    await build({ configFile: path.resolve("vite.config.ts"), mode, logLevel: "silent", build: { outDir, emptyOutDir: true, sourcemap: false, minify: mode === "production" } })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
  const scripts = filesUnder(outDir).filter((file) => file.endsWith(".js"))
  expect(scripts.length).toBeGreaterThan(0)
  return { code: scripts.map((file) => readFileSync(file, "utf8")).join("\n"), outDir }
}

let production: ReturnType<typeof buildStorefront> | undefined
/** One production build for the tests that read it. */
const productionBuild = () => (production ??= buildStorefront("production"))

afterAll(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe("inspector in the bundle", () => {
  it("is absent from the production build", { timeout: 180_000 }, async () => {
    const { code } = await productionBuild()
    for (const marker of INSPECTOR_MARKERS) expect(code.includes(marker), `production bundle contains ${marker}`).toBe(false)
  })

  it("is present, lazily loaded, in a development build (so the check above can fail)", { timeout: 180_000 }, async () => {
    const code = await buildScripts("development")
    expect(INSPECTOR_MARKERS.every((marker) => code.includes(marker)), "development bundle has the inspector").toBe(true)
  })
})

describe("index.html of the production build", () => {
  it("starts a returning customer's early requests inline and preloads files the build really has", { timeout: 180_000 }, async () => {
    // src/app/early-fetch.ts: the commerce client, and the products page's chunk with what it imports.
    const { outDir } = await productionBuild()
    const html = readFileSync(path.join(outDir, "index.html"), "utf8")
    const config = JSON.parse(/\}\)\((\{.*?\})\)<\/script>/.exec(html)?.[1] ?? "null") as { modules: { signedIn: string[]; productsPage: string[] } } | null
    expect(config, "index.html has the inline early requests").not.toBeNull()
    expect(config!.modules.signedIn.some((file) => /\/assets\/commerce-client-[\w-]+\.js$/.test(file))).toBe(true)
    expect(config!.modules.productsPage.some((file) => /\/assets\/products-page-[\w-]+\.js$/.test(file))).toBe(true)
    for (const file of [...config!.modules.signedIn, ...config!.modules.productsPage]) expect(readFileSync(path.join(outDir, file), "utf8").length).toBeGreaterThan(0)
  })
})
