import type { MedusaResponse } from "@medusajs/medusa"

/** RFC 6266 Content-Disposition for a (sanitised) file name, with an ASCII fallback. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_")
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/**
 * Streams a private file (a customer's upload, a lab result) as a download: its own type and size, never sniffed
 * by the browser, never cached (the bytes are private). Resolves when the response is sent.
 */
export async function sendPrivateFile(
  res: MedusaResponse,
  stream: NodeJS.ReadableStream,
  file: { name: string; mime_type: string; size: number | string }
): Promise<void> {
  res.setHeader("Content-Type", file.mime_type)
  res.setHeader("Content-Length", String(file.size))
  res.setHeader("Content-Disposition", attachment(file.name))
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.setHeader("Cache-Control", "private, no-store")
  await new Promise<void>((resolve, reject) => {
    stream.on("error", reject)
    res.on("finish", () => resolve())
    stream.pipe(res)
  })
}
