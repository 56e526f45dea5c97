import { isUtf8 } from "node:buffer"

/** A file type the store accepts: its MIME type, the extension its stored key gets, and how its first bytes start. */
type FileSignature = { mime: string; ext: string; matches: (bytes: Buffer) => boolean }

/** The bytes `text` (latin1) at `offset`. */
const startsWith = (bytes: Buffer, text: string, offset = 0) =>
  bytes.length >= offset + text.length && bytes.toString("latin1", offset, offset + text.length) === text

/**
 * The types an upload may be, recognised by their leading bytes alone (at most the first 12): documents, scans and
 * pictures a clinic sends, and ZIP (which also holds Word and Excel files). Checking a signature reads a fixed number of
 * bytes whatever the file is, unlike a general sniffing library that parses containers (file-type 16's ASF parser
 * looped for ever on a 128-byte file, CVE-2026-31808).
 */
const ACCEPTED_SIGNATURES: readonly FileSignature[] = [
  { mime: "application/pdf", ext: "pdf", matches: (b) => startsWith(b, "%PDF-") },
  { mime: "image/png", ext: "png", matches: (b) => startsWith(b, "\x89PNG\r\n\x1a\n") },
  { mime: "image/jpeg", ext: "jpg", matches: (b) => startsWith(b, "\xff\xd8\xff") },
  { mime: "image/gif", ext: "gif", matches: (b) => startsWith(b, "GIF87a") || startsWith(b, "GIF89a") },
  { mime: "image/webp", ext: "webp", matches: (b) => startsWith(b, "RIFF") && startsWith(b, "WEBP", 8) },
  { mime: "image/tiff", ext: "tif", matches: (b) => startsWith(b, "II*\x00") || startsWith(b, "MM\x00*") },
  { mime: "application/zip", ext: "zip", matches: (b) => startsWith(b, "PK\x03\x04") || startsWith(b, "PK\x05\x06") },
]

/** The names of the accepted types, as a refusal lists them. */
export const ACCEPTED_TYPE_NAMES = "PDF, PNG, JPEG, GIF, WEBP, TIFF, ZIP or plain UTF-8 text"

/** Plain text: valid UTF-8 without NUL bytes (one linear pass over at most the upload limit). */
function isPlainText(bytes: Buffer): boolean {
  return !bytes.includes(0) && isUtf8(bytes)
}

/** The accepted type of these bytes, or undefined when they are none of them. */
export function acceptedTypeOf(bytes: Buffer): { mime: string; ext: string } | undefined {
  const signature = ACCEPTED_SIGNATURES.find((candidate) => candidate.matches(bytes))
  if (signature) return { mime: signature.mime, ext: signature.ext }
  if (isPlainText(bytes)) return { mime: "text/plain", ext: "txt" }
  return undefined
}
