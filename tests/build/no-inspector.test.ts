// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { build } from "vite"
import { afterAll, describe, expect, it } from "vitest"

const INSPECTOR_MARKERS = ["https://stately.ai/inspect", "@statelyai.connected", "Window does not exist; inspector cannot be started."]
const outDirs: string[] = []

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]
  )
}

/** Builds the storefront in a temporary folder and answers the text of its scripts. */
async function buildScripts(mode: "production" | "development"): Promise<string> {
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
  return scripts.map((file) => readFileSync(file, "utf8")).join("\n")
}

afterAll(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe("inspector in the bundle", () => {
  it("is absent from the production build", { timeout: 180_000 }, async () => {
    const code = await buildScripts("production")
    for (const marker of INSPECTOR_MARKERS) expect(code.includes(marker), `production bundle contains ${marker}`).toBe(false)
  })

  it("is present, lazily loaded, in a development build (so the check above can fail)", { timeout: 180_000 }, async () => {
    const code = await buildScripts("development")
    expect(INSPECTOR_MARKERS.every((marker) => code.includes(marker)), "development bundle has the inspector").toBe(true)
  })
})
