import type { UploadedFile } from "./file-model"

/** Reads a file as base64 (without the data-URL prefix). */
function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""))
    reader.onerror = () => reject(reader.error ?? new Error("read failed"))
    reader.readAsDataURL(file)
  })
}

/**
 * `POST {baseUrl}/store/files` with `{ name, content }` (base64 JSON) through XMLHttpRequest, so the
 * request body's upload progress can be reported. Rejects with `{ status, type, message }` on a non-2xx answer
 * and `{ kind: "connection" }` when the network fails.
 */
export async function uploadWithProgress(baseUrl: string, file: File, onProgress: (fraction: number) => void, headers: Record<string, string> = {}): Promise<UploadedFile> {
  const content = await readAsBase64(file)
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open("POST", `${baseUrl.replace(/\/$/, "")}/store/files`)
    xhr.withCredentials = true
    xhr.setRequestHeader("Content-Type", "application/json")
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      let body: { file?: UploadedFile; type?: string; message?: string } = {}
      try {
        body = JSON.parse(xhr.responseText || "{}")
      } catch {
        body = {}
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.file) {
        onProgress(1)
        resolve(body.file)
      } else reject({ status: xhr.status, type: body.type, message: body.message })
    }
    xhr.onerror = () => reject({ kind: "connection" })
    xhr.send(JSON.stringify({ name: file.name, content }))
  })
}
