import net from "node:net"
import { describe, expect, inject, it, vi } from "vitest"
// @ts-expect-error plain ESM module without types
import { startStack } from "../../../backend/scripts/stack/stack.mjs"

// Ctrl-C while the store is still starting (the bench's start-up step caught it): the backend is already running
// in its own process group but startStack has not returned yet. The stop function handed out at once by
// `onStop` (what `npm start` calls on SIGINT) must stop it; before, the backend outlived `npm start`.
vi.setConfig({ testTimeout: 240_000 })

const PORT = Number(process.env.INTERRUPT_TEST_PORT ?? 9106)

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1")
    socket.once("connect", () => {
      socket.destroy()
      resolve(true)
    })
    socket.once("error", () => resolve(false))
  })
}

describe("npm start interrupted while starting", () => {
  it("stops the backend that is already running although the stack has not finished starting", async () => {
    expect(await listening(PORT), `port ${PORT} is already taken`).toBe(false)
    let stop: (() => Promise<void>) | undefined
    const starting = startStack({
      name: "interrupt-test",
      backendPort: PORT,
      storefront: false,
      adminUi: false,
      env: { DATABASE_URL: inject("databaseUrl"), REDIS_URL: "", NODE_ENV: "development", LOG_LEVEL: "error", CLERK_ISSUER: "" },
      onStop: (fn: () => Promise<void>) => {
        stop = fn
      },
    }).then(
      () => "started",
      () => "failed"
    )
    expect(stop).toBeTypeOf("function")
    // The backend listens before startStack returns (it still waits for /health): interrupt as soon as it listens.
    let settled: string | undefined
    void starting.then((outcome: string) => (settled = outcome))
    while (!(await listening(PORT)) && settled === undefined) await new Promise((r) => setTimeout(r, 20))
    await stop!()
    await starting
    expect(await listening(PORT)).toBe(false)
  })
})
