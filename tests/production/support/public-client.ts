import https from "node:https"
import { inject } from "vitest"

/**
 * Makes this test process trust the run's certificate (support/tls.ts) for every HTTPS request made through Node's
 * default agent (supertest, https.get): the store's public origin at the TLS edge is then reached as a browser
 * reaches a site with a valid certificate. Test files call it once, at load.
 */
export function trustRunCertificate(pem = inject("topology").certificatePem): void {
  https.globalAgent.options.ca = pem
}

/** One GET over HTTPS with raw headers (no decompression, no normalised path): status, headers and body bytes. */
export function httpsGet(url: string, options: { path?: string; headers?: Record<string, string>; localAddress?: string } = {}) {
  const target = new URL(url)
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    https
      .get({ host: target.hostname, port: target.port, path: options.path ?? `${target.pathname}${target.search}`, headers: options.headers, localAddress: options.localAddress, servername: target.hostname }, (res) => {
        const chunks: Buffer[] = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on("error", reject)
  })
}
