// @vitest-environment node
import type { IncomingMessage, ServerResponse } from "node:http"
import { describe, expect, it } from "vitest"
import { requestIdOf } from "../../../backend/src/observability/request-id"

function call(header?: string) {
  const headers: Record<string, string> = {}
  const req = { headers: header === undefined ? {} : { "x-request-id": header } } as unknown as IncomingMessage
  const res = { setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as ServerResponse
  return { id: requestIdOf(req, res), echoed: headers["X-Request-Id"] }
}

describe("requestIdOf", () => {
  it("keeps the caller's X-Request-Id and echoes it", () => {
    expect(call("edge-4f2a.9")).toEqual({ id: "edge-4f2a.9", echoed: "edge-4f2a.9" })
  })
  it("makes a new id when none is given or the given one is not a plain identifier (log injection)", () => {
    for (const header of [undefined, "", "a b", "x\n{\"level\":60}", "x".repeat(129)]) {
      const { id, echoed } = call(header)
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      expect(echoed).toBe(id)
    }
  })
})
