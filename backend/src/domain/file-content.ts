import path from "node:path"
import { InvalidError, TooLargeError } from "./errors"
import { ACCEPTED_TYPE_NAMES, acceptedTypeOf } from "./file-signatures"

/** Largest decoded upload of `POST /store/files`. */
const MAX_FILE_BYTES = 10 * 1024 * 1024

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/
const DATA_URL_PREFIX = /^data:[^,]{0,200};base64,/

/**
 * The one base64 decoder of uploads: decodes `content` (an optional `data:...;base64,` prefix and whitespace are
 * ignored). 400 when it is not (padded) base64 or empty, 413 when the decoded size exceeds `maxBytes` (checked before
 * decoding).
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
 * A display name safe to store and to send in Content-Disposition: the last path segment only; control characters,
 * quotes and the characters Windows refuses in names (`<>|:*?`) removed; other unusual characters replaced by `_`; no
 * leading dots; at most 255 characters. Never used as a storage path. "" when nothing usable is left (the caller
 * refuses it or names it "file").
 */
export function sanitiseFileName(name: string): string {
  const lastSegment = name.split(/[\\/]/).pop() ?? ""
  const cleaned = lastSegment
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/["<>|:*?]/g, "")
    .replace(/[^\p{L}\p{N} ._()-]/gu, "_")
    .replace(/\s+/g, " ")
    .replace(/^[.\s]+/, "")
    .trim()
    .slice(0, 255)
  return cleaned
}

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

/** The MIME type for a file name's extension, `application/octet-stream` when unknown. */
export function mimeTypeOf(name: string): string {
  return MIME_TYPES[path.extname(name).toLowerCase()] ?? "application/octet-stream"
}

/**
 * The content's type from its bytes: one of the accepted signatures (file-signatures.ts) or plain UTF-8 text. Anything
 * else, a truncated header included, is refused with a 400 naming the accepted types: the store keeps no file it cannot
 * name, and recognising one costs a fixed read of its first bytes (plus one UTF-8 pass for text).
 */
export function detectContentType(bytes: Buffer): { mime: string; ext: string } {
  const type = acceptedTypeOf(bytes)
  if (!type) throw new InvalidError(`content: not a file type the store accepts (${ACCEPTED_TYPE_NAMES})`)
  return type
}
