import path from "node:path"

const MIME_TYPES: Record<string, string> = {
  ".pdf": "application/pdf",
  ".txt": "text/plain",
  ".csv": "text/csv",
  ".json": "application/json",
  ".xml": "application/xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".zip": "application/zip",
  ".vcf": "text/plain",
}

/**
 * A display name safe to store and to send in Content-Disposition: the last path segment only, control
 * characters, quotes and path separators removed, at most 200 characters. Never used as a storage path.
 * Returns "" when nothing usable is left.
 */
export function sanitiseFileName(name: string): string {
  const lastSegment = name.split(/[\\/]/).pop() ?? ""
  const printable = Array.from(lastSegment.normalize("NFC"))
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join("")
  const cleaned = printable
    .replace(/["<>|:*?]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "")
  return cleaned.slice(0, 200)
}

/** The MIME type for a file name's extension, `application/octet-stream` when unknown. */
export function mimeTypeOf(name: string): string {
  return MIME_TYPES[path.extname(name).toLowerCase()] ?? "application/octet-stream"
}

/** Strict base64 decoding: null when the text is not base64 (Node's decoder silently skips bad characters). */
export function decodeBase64(content: string): Buffer | null {
  const compact = content.replace(/\s+/g, "")
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) return null
  return Buffer.from(compact, "base64")
}

/** Upper bound of the decoded size of a base64 text, without decoding it. */
export function decodedBase64Size(content: string): number {
  const compact = content.replace(/\s+/g, "")
  const padding = compact.endsWith("==") ? 2 : compact.endsWith("=") ? 1 : 0
  return Math.floor((compact.length * 3) / 4) - padding
}
