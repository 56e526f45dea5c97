import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
// @ts-expect-error plain ESM module without types
import { assertAdminBuilt, assertBackendBuilt } from "../../backend/scripts/stack/release.mjs"

/** A throw-away folder with the given files (relative paths) in it. */
function folderWith(files: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "release-checks-"))
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), "")
  }
  return dir
}

describe("the production start's checks of the release steps", () => {
  it("refuses a backend without its build, naming npm run build", () => {
    expect(() => assertBackendBuilt(folderWith(["src/api/middlewares.ts"]))).toThrow(
      "The backend is not built (backend/dist is missing): run `npm run build` first."
    )
  })

  it("accepts a built backend", () => {
    expect(() => assertBackendBuilt(folderWith(["dist/api/middlewares.js"]))).not.toThrow()
  })

  it("refuses a missing back office build, naming npm run build and ADMIN_UI=false", () => {
    expect(() => assertAdminBuilt(folderWith([]))).toThrow(/back office is not built.*npm run build.*ADMIN_UI=false/)
  })

  it("accepts a built back office", () => {
    expect(() => assertAdminBuilt(folderWith(["index.html"]))).not.toThrow()
  })
})
