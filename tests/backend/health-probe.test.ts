// @vitest-environment node
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"

/**
 * The container's health check (backend/scripts/health-probe.mjs) restarts an unhealthy instance by stopping it: real
 * processes, a real HTTP health route, real signals. The stand-in instance answers /health/live with `status` and,
 * like a process whose event loop is stuck, ignores SIGTERM.
 */
const PROBE = path.resolve("backend/scripts/health-probe.mjs")
const INSTANCE = `
  const http = require("node:http")
  process.on("SIGTERM", () => console.log("SIGTERM ignored"))
  const server = http.createServer((req, res) => { res.statusCode = req.url === "/health/live" ? Number(process.argv[1]) : 404; res.end() })
  server.listen(0, "127.0.0.1", () => console.log(server.address().port))
`
const instances: ChildProcess[] = []
afterEach(() => {
  for (const instance of instances.splice(0)) if (instance.exitCode === null && instance.signalCode === null) instance.kill("SIGKILL")
})

/** Starts the stand-in instance answering `status`; resolves with its process and health URL once it listens. */
function startInstance(status: number): Promise<{ instance: ChildProcess; url: string }> {
  const instance = spawn(process.execPath, ["-e", INSTANCE, String(status)], { stdio: ["ignore", "pipe", "inherit"] })
  instances.push(instance)
  return new Promise((resolve) => instance.stdout!.once("data", (port) => resolve({ instance, url: `http://127.0.0.1:${String(port).trim()}/health/live` })))
}

function probe(url: string, dir: string, pid: number) {
  const pidFile = path.join(dir, "instance.pid")
  fs.writeFileSync(pidFile, String(pid))
  const result = spawnSync(process.execPath, [PROBE, "--url", url, "--pid-file", pidFile, "--state-file", path.join(dir, "failures")], { encoding: "utf8" })
  return { status: result.status, stderr: result.stderr }
}

const exited = (instance: ChildProcess) => new Promise<NodeJS.Signals | null>((resolve) => instance.once("exit", (_code, signal) => resolve(signal)))

describe("the health probe", { timeout: 60_000 }, () => {
  it("passes a healthy instance and leaves it running", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "health-probe-"))
    const { instance, url } = await startInstance(200)
    for (let i = 0; i < 4; i++) expect(probe(url, dir, instance.pid!).status).toBe(0)
    expect(instance.exitCode).toBeNull()
    fs.rmSync(dir, { recursive: true })
  })

  it("stops an instance that failed three times in a row: SIGTERM, then SIGKILL when it does not go", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "health-probe-"))
    const { instance, url } = await startInstance(503)
    const exit = exited(instance)
    expect(probe(url, dir, instance.pid!)).toMatchObject({ status: 1, stderr: "" })
    expect(probe(url, dir, instance.pid!)).toMatchObject({ status: 1, stderr: "" })
    expect(probe(url, dir, instance.pid!)).toMatchObject({ status: 1, stderr: expect.stringContaining("failed 3 times in a row: SIGTERM to the instance") })
    expect(instance.exitCode).toBeNull()
    expect(probe(url, dir, instance.pid!)).toMatchObject({ status: 1, stderr: expect.stringContaining("failed 4 times in a row: SIGKILL to the instance") })
    expect(await exit).toBe("SIGKILL")
    fs.rmSync(dir, { recursive: true })
  })

  it("counts failures in a row only: one answer clears the count", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "health-probe-"))
    const failing = await startInstance(503)
    const healthy = await startInstance(200)
    probe(failing.url, dir, failing.instance.pid!)
    probe(failing.url, dir, failing.instance.pid!)
    expect(probe(healthy.url, dir, failing.instance.pid!).status).toBe(0)
    expect(probe(failing.url, dir, failing.instance.pid!)).toMatchObject({ status: 1, stderr: "" })
    expect(failing.instance.exitCode).toBeNull()
    fs.rmSync(dir, { recursive: true })
  })
})
