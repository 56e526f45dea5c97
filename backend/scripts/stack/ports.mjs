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
