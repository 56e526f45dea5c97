import fs from "node:fs"
import { describe, expect, it } from "vitest"

const folder = "backend/src/migrations"
const files = fs.readdirSync(folder).filter((name) => name.endsWith(".ts"))

/**
 * TypeORM orders migrations by the timestamp in their class name and records each by that name: two migrations made on
 * separate branches with one timestamp run in an order nobody chose. Each file is `<timestamp>-<name>.ts` and its class
 * ends with the same timestamp.
 */
/** Shipped with one timestamp before this check existed: databases recorded them under these names, so they stay. */
const SHIPPED_TOGETHER = ["1764400000000-lab-order-history.ts", "1764400000000-trusted-customer-facts.ts"]

describe("migrations", () => {
  it("each has a timestamp of its own, named in its file and its class", () => {
    const stamps = files.map((name) => /^(\d{13})-[a-z0-9-]+\.ts$/.exec(name)?.[1])
    expect(stamps.filter((stamp) => !stamp)).toEqual([])
    const seen = new Map<string, string[]>()
    files.forEach((name, i) => seen.set(stamps[i]!, [...(seen.get(stamps[i]!) ?? []), name]))
    expect([...seen.values()].filter((names) => names.length > 1 && names.join() !== SHIPPED_TOGETHER.join())).toEqual([])
    for (const [i, name] of files.entries()) {
      const source = fs.readFileSync(`${folder}/${name}`, "utf8")
      expect(source, name).toMatch(new RegExp(`export class \\w+${stamps[i]} implements MigrationInterface`))
    }
  })
})
