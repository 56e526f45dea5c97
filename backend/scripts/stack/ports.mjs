import net from "node:net"
import { StackError } from "./fail.mjs"

/** Resolves when nothing listens on `port`; otherwise throws a StackError naming the variable to change. */
export async function assertPortFree(port, variable, what) {
  const busy = await new Promise((resolve) => {
    const server = net.createServer()
    server.once("error", (err) => resolve(err.code === "EADDRINUSE" || err.code === "EACCES"))
    server.once("listening", () => server.close(() => resolve(false)))
    server.listen(port, "0.0.0.0")
  })
  if (busy) {
    throw new StackError(`Port ${port} (${what}) is already in use: stop what uses it or set ${variable}=<another port>.`)
  }
}

/** Polls `url` until it answers 2xx, or throws after `timeoutMs`. */
export async function waitForHttp(url, { timeoutMs = 120_000, isAlive = () => true, hint = " See its output above." } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!isAlive()) throw new StackError(`The process serving ${url} exited during start-up.${hint}`)
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new StackError(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s.`)
}

function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once("error", () => resolve(false))
    server.once("listening", () => server.close(() => resolve(true)))
    server.listen(port, "0.0.0.0")
  })
}

/** A port the operating system says is free now. */
function anyFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, "0.0.0.0", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * A test stack's port: the one `variable` names when it is set (a busy one then fails with a line naming it),
 * otherwise `fallback` when it is free, otherwise (and for every further port in `span`) whatever the system gives.
 * A stack left running elsewhere (or another checkout's suite) never fails a whole suite on a fixed default port.
 * `span` > 1 asks for that many consecutive free ports starting at the answer (the e2e stack uses port + 1 too).
 */
export async function testPort(variable, fallback, { span = 1 } = {}) {
  const raw = process.env[variable]
  if (raw) {
    const value = Number(raw)
    if (!Number.isInteger(value) || value < 1 || value > 65535 - span) throw new StackError(`${variable}=${raw} is not a port number`)
    return value
  }
  const allFree = async (first) => {
    for (let offset = 0; offset < span; offset++) if (!(await isFree(first + offset))) return false
    return true
  }
  if (await allFree(fallback)) return fallback
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = await anyFreePort()
    if (candidate + span <= 65535 && (await allFree(candidate))) return candidate
  }
  throw new StackError(`No free port for ${variable}: set ${variable}=<a free port>.`)
}
