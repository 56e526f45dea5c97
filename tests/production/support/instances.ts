import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
// @ts-expect-error plain ESM module without types
import { telemetryOffEnv } from "../../../backend/scripts/stack/backend.mjs"
import { withHosts } from "./instance-hosts"

/** How an instance is started: `npm run start:production` in this repository, or the image's command in its install. */
export type Launch = { cwd: string; args: string[] }

/** Stops a process group started detached (SIGTERM, then SIGKILL after 10 s). */
export function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL")
      } catch {
        // gone
      }
    }, 10_000)
    child.once("exit", () => {
      clearTimeout(timer)
      resolve()
    })
    try {
      process.kill(-child.pid!, "SIGTERM")
    } catch {
      clearTimeout(timer)
      resolve()
    }
  })
}

/**
 * One instance in `role`, its output in `<logDir>/<name>.log`, with `hosts` as its /etc/hosts (support/instance-hosts.ts).
 * The caller stops it (stopGroup).
 */
export function startInstance(name: string, role: "server" | "worker", port: number, launch: Launch, env: NodeJS.ProcessEnv, logDir: string, hosts: string) {
  const logFile = path.join(logDir, `${name}.log`)
  const out = fs.openSync(logFile, "a")
  const run = withHosts(hosts, process.execPath, launch.args)
  const child = spawn(run.command, run.args, {
    cwd: launch.cwd,
    env: { ...env, ...telemetryOffEnv(), MEDUSA_WORKER_MODE: role, PORT: String(port) },
    stdio: ["ignore", out, out],
    detached: true,
  })
  return { child, logFile }
}

/** Resolves once `port` answers HTTP at all (the worker registers no routes: any status will do). */
export async function waitForListening(port: number, alive: () => boolean, logFile: string) {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`The instance on port ${port} exited during start-up. Its log: ${logFile}`)
    try {
      await fetch(`http://127.0.0.1:${port}/`)
      return
    } catch {
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  throw new Error(`The instance on port ${port} did not listen within 180 s. Its log: ${logFile}`)
}

