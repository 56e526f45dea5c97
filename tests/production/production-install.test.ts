import fs from "node:fs"
import path from "node:path"
import { describe, expect, inject, it } from "vitest"
import { BUILD_AND_TEST_TOOLS, imageCommand } from "../support/dockerfile"

/**
 * The backend image carries only what a running instance loads (support/production-install.ts assembles its /app as
 * the Dockerfile does). Server B and the worker of this topology run from that install, so the other suites prove it
 * lacks nothing; these tests prove it carries no build or test tool.
 */
const install = () => inject("topology").productionInstall

describe("the backend image's production install", () => {
  it("holds no build tool, test tool or embedded database", () => {
    const present = BUILD_AND_TEST_TOOLS.filter((name) => fs.existsSync(path.join(install().root, "node_modules", name)))
    expect(present).toEqual([])
    expect(install().packages).toBeGreaterThan(100)
  })

  it("is what server B runs from, with the image's command", () => {
    const [, b] = inject("topology").instancePids
    expect(fs.readlinkSync(`/proc/${b}/cwd`)).toBe(install().backendDir)
    expect(fs.readFileSync(`/proc/${b}/cmdline`, "utf8").split("\0").filter(Boolean).slice(1)).toEqual(imageCommand().slice(1))
  })
})
