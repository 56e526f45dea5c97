import http from "node:http"
import type { AddressInfo } from "node:net"

/** What the proxy does with one matching request instead of forwarding it (or after forwarding, for `drop-after`). */
export type Fault =
  | { kind: "status"; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: "drop" }
  /** Forward the request, let the backend act on it, then cut the client's connection without an answer. */
  | { kind: "drop-after" }

type Rule = { method: string; path: RegExp; faults: Fault[] }

/** One request as the proxy saw it: for asserting what the clients sent (e.g. Idempotency-Key reuse). */
export type SeenRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; fault?: Fault["kind"] }

/**
 * A fault-injecting HTTP proxy for tests: forwards everything to `target`, except that requests matching a
 * rule take that rule's next fault (each fault is used once, in order; then requests pass through again).
 */
export class FaultProxy {
  private rules: Rule[] = []
  readonly seen: SeenRequest[] = []
  private server = http.createServer((req, res) => this.handle(req, res))

  constructor(private readonly target: string) {}

  /**
   * Listens on a random port of 127.0.0.1, or on `port` of every interface (IPv4 and IPv6, so a browser's
   * `localhost` reaches it whichever address it tries) when a fixed port is needed.
   */
  async start(port?: number): Promise<string> {
    if (port !== undefined) {
      await new Promise<void>((resolve, reject) => {
        this.server.once("error", reject)
        this.server.listen(port, resolve)
      })
      return `http://localhost:${port}`
    }
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  /** Queues `faults` for requests with `method` whose path matches `path`. */
  inject(method: string, path: RegExp, ...faults: Fault[]): void {
    this.rules.push({ method: method.toUpperCase(), path, faults: [...faults] })
  }

  /** Requests seen for `method` and a path matching `path`. */
  requests(method: string, path: RegExp): SeenRequest[] {
    return this.seen.filter((r) => r.method === method.toUpperCase() && path.test(r.path))
  }

  private nextFault(method: string, path: string): Fault | undefined {
    const rule = this.rules.find((r) => r.method === method && r.path.test(path) && r.faults.length > 0)
    return rule?.faults.shift()
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const method = req.method ?? "GET"
    const path = req.url ?? "/"
    const fault = this.nextFault(method, path)
    this.seen.push({ method, path, headers: req.headers, fault: fault?.kind })
    if (fault?.kind === "drop") {
      req.socket.destroy()
      return
    }
    if (fault?.kind === "status") {
      req.resume()
      res.writeHead(fault.status, { "content-type": "application/json", ...fault.headers })
      res.end(JSON.stringify(fault.body ?? { type: "injected", message: `injected ${fault.status}` }))
      return
    }
    const upstream = http.request(
      new URL(path, this.target),
      { method, headers: { ...req.headers, host: new URL(this.target).host } },
      (answer) => {
        if (fault?.kind === "drop-after") {
          answer.resume()
          answer.on("end", () => req.socket.destroy())
          return
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
    )
    upstream.on("error", () => req.socket.destroy())
    req.pipe(upstream)
  }
}
