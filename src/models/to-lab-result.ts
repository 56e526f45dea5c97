import type { LabResult } from "./order-model"

/**
 * Reads a lab result answer (`{ lab_order, result }`) into the view's shape, accepting the likely field
 * names (`name`/`file_name`, `mime_type`/`content_type`, `content`/`data` in base64).
 */
export function toLabResult(answer: unknown): LabResult {
  const body = (answer ?? {}) as { result?: Record<string, unknown> }
  const result = (body.result ?? body) as Record<string, unknown>
  const text = (key: string) => (typeof result[key] === "string" ? (result[key] as string) : undefined)
  return {
    name: text("name") ?? text("file_name") ?? "result",
    mimeType: text("mime_type") ?? text("content_type") ?? "application/octet-stream",
    content: text("content") ?? text("data") ?? "",
  }
}
