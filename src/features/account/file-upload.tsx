import { useId, useRef, useState, type FormEvent } from "react"
import { ErrorNotice } from "../../ui/error-notice"
import { useText } from "../../i18n/text"
import { EmptyState } from "../../ui/async-state"
import { usePageFormat } from "../../i18n/page-format"
import { formatBytes, MAX_UPLOAD_BYTES, type UploadedFile, type UploadFile } from "./file-model"

/** The file picker's hint: the types the backend accepts (backend/src/domain/file-signatures.ts; Word and Excel files are ZIP). */
const ACCEPTED_FILES = ".pdf,.png,.jpg,.jpeg,.gif,.webp,.tif,.tiff,.zip,.docx,.xlsx,.txt,.csv"

type UploadState = { kind: "idle" } | { kind: "uploading"; percent: number } | { kind: "done"; name: string } | { kind: "failed"; error: unknown } | { kind: "too-large" }

/** File upload with a progress bar, and the list of uploaded files; `titled` false leaves the heading to the page. */
export function FileUpload({ files, onUpload, titled = true }: { files: UploadedFile[]; onUpload: UploadFile; titled?: boolean }) {
  const text = useText()
  const format = usePageFormat()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [state, setState] = useState<UploadState>({ kind: "idle" })

  async function submit(event: FormEvent) {
    event.preventDefault()
    const file = input.current?.files?.[0]
    if (!file) return
    if (file.size > MAX_UPLOAD_BYTES) return setState({ kind: "too-large" })
    setState({ kind: "uploading", percent: 0 })
    try {
      await onUpload(file, (fraction) => setState({ kind: "uploading", percent: Math.round(fraction * 100) }))
      setState({ kind: "done", name: file.name })
      if (input.current) input.current.value = ""
    } catch (error) {
      setState({ kind: "failed", error })
    }
  }

  const Frame = titled ? "section" : "div"
  return (
    <Frame className="card" aria-labelledby={titled ? `${id}-title` : undefined}>
      {titled ? <h2 id={`${id}-title`}>{text("account.files")}</h2> : null}
      <p className="muted">{text("account.filesIntro")}</p>
      <form className="form inline-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-file`}>{text("account.chooseFile")}</label>
          <input id={`${id}-file`} ref={input} type="file" accept={ACCEPTED_FILES} />
        </div>
        <button type="submit" className="button primary" disabled={state.kind === "uploading"}>
          {text("account.upload")}
        </button>
      </form>
      {state.kind === "uploading" ? (
        <div className="progress">
          <label htmlFor={`${id}-progress`}>{text("account.uploadProgress")}</label>
          <progress id={`${id}-progress`} max={100} value={state.percent} />
        </div>
      ) : null}
      <p role="status" aria-live="polite" className="muted">
        {state.kind === "uploading" ? text("account.uploading", { percent: state.percent }) : state.kind === "done" ? text("account.uploaded", { name: state.name }) : ""}
      </p>
      {state.kind === "too-large" ? <ErrorNotice message={text("account.tooLarge")} /> : state.kind === "failed" ? <ErrorNotice error={state.error} /> : null}
      {files.length === 0 ? (
        <EmptyState>
          <p>{text("account.noFiles")}</p>
        </EmptyState>
      ) : (
        <table className="table stacked">
          <thead>
            <tr>
              <th scope="col">{text("account.fileName")}</th>
              <th scope="col">{text("account.fileSize")}</th>
              <th scope="col">{text("account.fileDate")}</th>
            </tr>
          </thead>
          <tbody>
            {files.map((file) => (
              <tr key={file.id}>
                <th scope="row">{file.name}</th>
                <td data-label={text("account.fileSize")}>{formatBytes(file.size)}</td>
                <td data-label={text("account.fileDate")}>{format.date(file.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Frame>
  )
}
