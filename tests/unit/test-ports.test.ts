import net from "node:net"
import { afterEach, describe, expect, it } from "vitest"
// @ts-expect-error plain ESM module without types
import { testPort } from "../../backend/scripts/stack/ports.mjs"

const VARIABLE = "UNIT_TEST_PORT_CHOICE"

function listen(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(port, "0.0.0.0", () => resolve(server))
  })
}

/**
 * A port that was free a moment ago whose next port is now held by this test: other processes of a busy machine
 * take ports too, so a pair is looked for until one is found.
 */
async function freePortWithBusyNext(): Promise<{ port: number; busyNext: net.Server }> {
  for (;;) {
    const probe = await listen(0)
    const port = (probe.address() as net.AddressInfo).port
    await new Promise((r) => probe.close(r))
    const busyNext = await listen(port + 1).catch(() => null)
    if (busyNext) return { port, busyNext }
  }
}

describe("a test stack's port", () => {
  const servers: net.Server[] = []
  afterEach(async () => {
    delete process.env[VARIABLE]
    await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))))
  })

  it("is the variable's when set, even when busy (the stack then names the variable)", async () => {
    const busy = await listen(0)
    servers.push(busy)
    process.env[VARIABLE] = String((busy.address() as net.AddressInfo).port)
    expect(await testPort(VARIABLE, 1)).toBe((busy.address() as net.AddressInfo).port)
  })

  it("refuses a variable that is not a port number", async () => {
    process.env[VARIABLE] = "90000"
    await expect(testPort(VARIABLE, 9101)).rejects.toThrow(`${VARIABLE}=90000 is not a port number`)
  })

  it("is the default when it is free, and a free other one when the default is busy", async () => {
    const probe = await listen(0)
    const port = (probe.address() as net.AddressInfo).port
    await new Promise((r) => probe.close(r))
    expect(await testPort(VARIABLE, port)).toBe(port)

    servers.push(await listen(port))
    const chosen: number = await testPort(VARIABLE, port)
    expect(chosen).not.toBe(port)
    servers.push(await listen(chosen)) // free: listening on it succeeds
  })

  it("finds two consecutive free ports when asked for a span", async () => {
    const { port, busyNext } = await freePortWithBusyNext()
    servers.push(busyNext)
    const chosen: number = await testPort(VARIABLE, port, { span: 2 })
    expect(chosen).not.toBe(port)
    servers.push(await listen(chosen), await listen(chosen + 1))
  })
})
