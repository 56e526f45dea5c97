// @vitest-environment node
import { describe, expect, it } from "vitest"
// @ts-expect-error plain ESM module without types
import { advisoriesOf, countBySeverity, failingAdvisories, readAuditOutput } from "../../backend/scripts/check-advisories.mjs"

/** The shape of `npm audit --json` (report version 2), cut down to what the check reads. */
const report = {
  auditReportVersion: 2,
  vulnerabilities: {
    typeorm: { severity: "high", via: [{ severity: "high", title: "SQL Injection through the MySQL driver", url: "https://github.com/advisories/GHSA-q2pj-6v73-8rgj" }] },
    dicer: { severity: "high", via: [{ severity: "high", title: "Crash in HeaderParser in dicer", url: "https://github.com/advisories/GHSA-wm7h-9275-46v2" }] },
    busboy: { severity: "high", via: ["dicer"] },
    esbuild: { severity: "moderate", via: [{ severity: "moderate", title: "esbuild's dev server answers any website", url: "https://github.com/advisories/GHSA-67mh-4wv8-2f99" }] },
  },
  metadata: {},
}

describe("the advisory check of package-lock.json", () => {
  it("reads one advisory per package and advisory, not the packages that only bring one in", () => {
    const found = advisoriesOf(report)
    expect(found.map((a: { name: string; id: string }) => `${a.name} ${a.id}`)).toEqual(["typeorm GHSA-q2pj-6v73-8rgj", "dicer GHSA-wm7h-9275-46v2", "esbuild GHSA-67mh-4wv8-2f99"])
    expect(countBySeverity(found)).toBe("2 high, 1 moderate")
    expect(countBySeverity([])).toBe("none")
  })

  it("fails on a high or critical advisory unless its decision is recorded as accepted", () => {
    const failing = failingAdvisories(advisoriesOf(report))
    expect(failing.map((a: { name: string }) => a.name)).toEqual(["dicer"])
    expect(failingAdvisories(advisoriesOf(report), {})).toHaveLength(2)
  })

  it("says why no check ran when the registry refuses the advisory request", () => {
    const refused = JSON.stringify({ message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk", statusCode: 405 })
    expect(readAuditOutput(refused)).toEqual({ unavailable: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk" })
    expect(readAuditOutput("", "npm error audit endpoint returned an error\n")).toEqual({ unavailable: "npm error audit endpoint returned an error" })
    expect(readAuditOutput(JSON.stringify(report)).report?.vulnerabilities.dicer.severity).toBe("high")
  })
})
