import type { RouteProps } from "@medusajs/admin"
import { Button, usePrompt } from "@medusajs/ui"
import { useAdminCustomPost } from "medusa-react"
import { useRef, useState } from "react"
import { errorMessage } from "../lib/errors"
import { readFileAsBase64 } from "../lib/file"
import { LAB_ORDER_LABELS, labOrderActions } from "../lib/lab-order-flow"
import type { LabOrderMoved, LabOrderStatus, LabResultBody, StaffLabOrder } from "@clinic-store/contract"

/** The result file limit of POST /admin/lab-orders/:id/result (10 MB decoded). */
const MAX_RESULT_BYTES = 10 * 1024 * 1024

/** The allowed next steps of one lab order: advance one state, upload the result when in analysis, cancel. */
export const LabOrderActions = ({ labOrder, notify }: { labOrder: StaffLabOrder } & RouteProps) => {
  const prompt = usePrompt()
  const invalidate = [["/lab-orders"], [`/lab-orders/${labOrder.id}`]]
  const move = useAdminCustomPost<{ status: LabOrderStatus }, LabOrderMoved>(`/lab-orders/${labOrder.id}`, invalidate)
  const upload = useAdminCustomPost<LabResultBody, LabOrderMoved>(`/lab-orders/${labOrder.id}/result`, invalidate)
  const fileInput = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [reading, setReading] = useState(false)
  const actions = labOrderActions(labOrder.status)
  const busy = move.isLoading || upload.isLoading || reading

  const moveTo = (status: LabOrderStatus) =>
    move.mutate(
      { status },
      {
        onSuccess: ({ lab_order }) => notify.success("Lab order updated", `Now ${LAB_ORDER_LABELS[lab_order.status] ?? lab_order.status}.`),
        onError: (err) => notify.error("Lab order not updated", errorMessage(err)),
      }
    )

  const cancel = async () => {
    const confirmed = await prompt({
      title: "Cancel this lab order?",
      description: "A canceled lab order cannot be resumed.",
      confirmText: "Cancel lab order",
      cancelText: "Keep it",
      variant: "danger",
    })
    if (confirmed) moveTo("canceled")
  }

  const sendResult = async () => {
    if (!file) return
    if (file.size > MAX_RESULT_BYTES) {
      notify.error("File too large", `${file.name} is over 10 MB.`)
      return
    }
    setReading(true)
    let content: string
    try {
      content = await readFileAsBase64(file)
    } catch (err) {
      notify.error("File not read", errorMessage(err))
      return
    } finally {
      setReading(false)
    }
    upload.mutate(
      { name: file.name, content },
      {
        onSuccess: () => {
          notify.success("Result published", `${file.name} is available to the customer.`)
          setFile(null)
          if (fileInput.current) fileInput.current.value = ""
        },
        onError: (err) => notify.error("Result not uploaded", errorMessage(err)),
      }
    )
  }

  if (!actions.advanceTo && !actions.uploadResult && !actions.cancel) return <span className="text-ui-fg-muted">—</span>
  return (
    <div className="flex flex-wrap items-center gap-2">
      {actions.advanceTo && (
        <Button size="small" variant="secondary" disabled={busy} isLoading={move.isLoading} onClick={() => moveTo(actions.advanceTo!)}>
          Mark {LAB_ORDER_LABELS[actions.advanceTo].toLowerCase()}
        </Button>
      )}
      {actions.uploadResult && (
        <>
          <input
            ref={fileInput}
            type="file"
            aria-label={`Result file for lab order ${labOrder.id}`}
            className="txt-compact-small max-w-[14rem]"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <Button size="small" variant="primary" disabled={!file || busy} isLoading={upload.isLoading || reading} onClick={sendResult}>
            Upload result
          </Button>
        </>
      )}
      {actions.cancel && (
        <Button size="small" variant="danger" disabled={busy} onClick={cancel}>
          Cancel
        </Button>
      )}
    </div>
  )
}
