import type { AbstractFileService } from "@medusajs/medusa"
import { InvalidError, TooLargeError } from "../domain/errors"

/** Largest accepted profile image (exclusive): 10 MB. */
const PROFILE_IMAGE_MAX_BYTES = 10 * 1024 * 1024

const SIGNATURES: { ext: string; matches: (b: Buffer) => boolean }[] = [
  { ext: "jpg", matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: "png", matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: "gif", matches: (b) => ["GIF87a", "GIF89a"].includes(b.subarray(0, 6).toString("latin1")) },
  { ext: "webp", matches: (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP" },
]

/** The image type from its first bytes (JPG, PNG, GIF or WEBP), or undefined. */
function imageType(bytes: Buffer): string | undefined {
  return SIGNATURES.find((s) => s.matches(bytes))?.ext
}

/** Checks base64 content (type by magic bytes, size under 10 MB) and stores it with Medusa's file service. */
export async function storeProfileImage(fileService: AbstractFileService, userId: string, base64: string): Promise<string> {
  const bytes = Buffer.from(base64, "base64")
  if (bytes.length === 0) throw new InvalidError("content: The image is empty")
  if (bytes.length >= PROFILE_IMAGE_MAX_BYTES) throw new TooLargeError("content: The image must be smaller than 10 MB")
  const ext = imageType(bytes)
  if (!ext) throw new InvalidError("content: The image must be a JPG, PNG, GIF or WEBP file")
  const upload = await fileService.getUploadStreamDescriptor({ name: `idp-profile/${userId}`, ext, acl: "public" } as never)
  upload.writeStream.end(bytes)
  await upload.promise
  return upload.url
}
