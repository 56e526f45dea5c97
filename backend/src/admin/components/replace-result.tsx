import type { RouteProps } from "@medusajs/admin"
import { Button, usePrompt } from "@medusajs/ui"
import { useAdminCustomPost } from "medusa-react"
import { useRef, useState } from "react"
import { errorMessage } from "../lib/errors"
import { readFileAsBase64 } from "../lib/file"
import type { LabOrderMoved, LabResultBody } from "@clinic-store/contract"

/** The result file limit of POST /admin/lab-orders/:id/result (10 MB decoded). */
const MAX_RESULT_BYTES = 10 * 1024 * 1024

/**
 * Corrects a ready result: the new file replaces it for the customer, who is mailed; the earlier file stays in the
 * lab order's history. Confirmed first.
 */
export const ReplaceResult = ({ labOrderId, notify }: { labOrderId: string } & RouteProps) => {
  const prompt = usePrompt()
  const upload = useAdminCustomPost<LabResultBody, LabOrderMoved>(`/lab-orders/${labOrderId}/result`, [["/lab-orders"], [`/lab-orders/${labOrderId}`]])
  const fileInput = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [reading, setReading] = useState(false)

  const send = async () => {
    if (!file) return
    if (file.size > MAX_RESULT_BYTES) return notify.error("File too large", `${file.name} is over 10 MB.`)
    const confirmed = await prompt({
      title: "Replace the result?",
      description: `${file.name} replaces the current result for the customer, who is told by mail. The earlier file stays in the history.`,
      confirmText: "Replace result",
      cancelText: "Keep the current one",
    })
    if (!confirmed) return
    setReading(true)
    let content: string
    try {
      content = await readFileAsBase64(file)
    } catch (err) {
      return notify.error("File not read", errorMessage(err))
    } finally {
      setReading(false)
    }
    upload.mutate(
      { name: file.name, content, replace: true },
      {
        onSuccess: () => {
          notify.success("Result replaced", `${file.name} is now the customer's result.`)
          setFile(null)
          if (fileInput.current) fileInput.current.value = ""
        },
        onError: (err) => notify.error("Result not replaced", errorMessage(err)),
      }
    )
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        ref={fileInput}
        type="file"
        aria-label={`Corrected result file for lab order ${labOrderId}`}
        className="txt-compact-small max-w-[14rem]"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <Button size="small" variant="secondary" disabled={!file || upload.isLoading || reading} isLoading={upload.isLoading || reading} onClick={send}>
        Replace result
      </Button>
    </div>
  )
}
