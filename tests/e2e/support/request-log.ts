import fs from "node:fs"
import path from "node:path"
import type { Page, Request } from "playwright-core"

type Entry = { method: string; url: string; started: number; finished?: number }

/** Records every request the page makes between `start()` and `stop()`, with start and end times. */
export class RequestLog {
  private entries = new Map<Request, Entry>()
  private recording = false

  constructor(page: Page) {
    page.on("request", (request) => {
      if (!this.recording || request.url().startsWith("data:")) return
      this.entries.set(request, { method: request.method(), url: request.url(), started: Date.now() })
    })
    const done = (request: Request) => {
      const entry = this.entries.get(request)
      if (entry && entry.finished === undefined) entry.finished = Date.now()
    }
    page.on("requestfinished", done)
    page.on("requestfailed", done)
  }

  start(): void {
    this.entries.clear()
    this.recording = true
  }

  stop(): Entry[] {
    this.recording = false
    return [...this.entries.values()].sort((a, b) => a.started - b.started)
  }
}

/**
 * The number of sequential requests: a request counts when it started after every earlier request had
 * finished (the critical path as the browser walked it). The first request counts.
 */
export function sequentialCount(entries: { started: number; finished?: number }[]): number {
  let count = 0
  let latestEnd = -Infinity
  for (const entry of [...entries].sort((a, b) => a.started - b.started)) {
    if (entry.started >= latestEnd) count++
    latestEnd = Math.max(latestEnd, entry.finished ?? Infinity)
  }
  return count
}

/** Writes reports/checkout-requests.json (counts and the log itself) and returns the counts. */
export function writeCheckoutReport(entries: Entry[]): { total: number; sequential: number } {
  const origin = entries[0]?.started ?? 0
  const report = {
    total: entries.length,
    sequential: sequentialCount(entries),
    requests: entries.map((e) => ({ method: e.method, url: new URL(e.url).pathname, startMs: e.started - origin, endMs: e.finished === undefined ? null : e.finished - origin })),
  }
  const file = path.resolve(import.meta.dirname, "../../../reports/checkout-requests.json")
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
  return { total: report.total, sequential: report.sequential }
}
