import https from "node:https"
import { inject } from "vitest"

/** One GET over HTTPS, trusting the run's certificate, with raw headers (no decompression, no normalised path): status, headers and body bytes. */
export function httpsGet(url: string, options: { path?: string; headers?: Record<string, string>; localAddress?: string } = {}) {
  const target = new URL(url)
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    https
      .get({ host: target.hostname, port: target.port, path: options.path ?? `${target.pathname}${target.search}`, headers: options.headers, localAddress: options.localAddress, ca: inject("topology").certificatePem }, (res) => {
        const chunks: Buffer[] = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on("error", reject)
  })
}
