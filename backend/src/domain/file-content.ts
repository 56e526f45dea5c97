import { fromBuffer } from "file-type"
import { InvalidError, TooLargeError } from "./errors"

/** Largest decoded upload of `POST /store/files`. */
const MAX_FILE_BYTES = 10 * 1024 * 1024

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/
const DATA_URL_PREFIX = /^data:[^,]{0,200};base64,/

/**
 * Decodes base64 `content` (an optional `data:...;base64,` prefix and whitespace are ignored).
 * 400 when it is not base64 or empty, 413 when the decoded size exceeds `maxBytes` (checked before decoding).
 */
export function decodeBase64Content(content: string, maxBytes = MAX_FILE_BYTES): Buffer {
  const compact = content.replace(DATA_URL_PREFIX, "").replace(/\s+/g, "")
  const padding = compact.endsWith("==") ? 2 : compact.endsWith("=") ? 1 : 0
  const decodedSize = Math.floor((compact.length * 3) / 4) - padding
  if (decodedSize > maxBytes) {
    throw new TooLargeError(`content: the file is larger than ${maxBytes / (1024 * 1024)} MB`)
  }
  if (compact.length === 0 || compact.length % 4 !== 0 || !BASE64.test(compact)) {
    throw new InvalidError("content: must be non-empty base64")
  }
  return Buffer.from(compact, "base64")
}

/**
 * A display name safe to store and show: the last path segment only, control and unusual characters
 * replaced, no leading dots, at most 255 characters. Never used as a storage path.
 */
export function sanitizeFileName(name: string): string {
  const lastSegment = name.split(/[\\/]/).pop() ?? ""
  const cleaned = lastSegment
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/[^\p{L}\p{N} ._()-]/gu, "_")
    .replace(/\s+/g, " ")
    .replace(/^[.\s]+/, "")
    .trim()
    .slice(0, 255)
  return cleaned || "file"
}

/** The content's type from its bytes (magic numbers; truncated headers count as unknown); plain UTF-8 text is `text/plain`; otherwise octet-stream. */
export async function detectContentType(bytes: Buffer): Promise<{ mime: string; ext: string }> {
  // file-type throws End-Of-Stream on a truncated header (e.g. the first 8 bytes of a PNG): not a known type then
  const detected = await fromBuffer(bytes).catch(() => undefined)
  if (detected) return { mime: detected.mime, ext: detected.ext }
  if (!bytes.includes(0) && Buffer.from(bytes.toString("utf8"), "utf8").equals(bytes)) return { mime: "text/plain", ext: "txt" }
  return { mime: "application/octet-stream", ext: "bin" }
}
