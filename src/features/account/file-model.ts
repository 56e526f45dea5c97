/** An uploaded file (`POST /store/files` answer). */
export interface UploadedFile {
  id: string
  name: string
  size: number
  mime_type: string
  created_at: string
}

/** Largest file accepted (contract: at most 10 MB decoded). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

/** Uploads a file, reporting the request body's upload progress as a fraction from 0 to 1. */
export type UploadFile = (file: File, onProgress: (fraction: number) => void) => Promise<UploadedFile>

/** A byte count in B, KB or MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
