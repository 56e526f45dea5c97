import { Button, Label, Textarea, usePrompt } from "@medusajs/ui"
import { useId, useState } from "react"
import type { ApplicationStatus } from "@clinic-store/contract"

/**
 * Approve / Reject for something awaiting a decision, with the reason the applicant is mailed. Rejecting needs a
 * reason and asks for confirmation first; `decide` is called with the chosen status and the reason (when written).
 */
export const DecisionButtons = ({
  status,
  subject,
  busy,
  decide,
}: {
  status: ApplicationStatus
  subject: string
  busy: boolean
  decide: (status: ApplicationStatus, reason?: string) => void
}) => {
  const prompt = usePrompt()
  const id = useId()
  const [reason, setReason] = useState("")
  const written = reason.trim()
  const reject = async () => {
    const confirmed = await prompt({
      title: `Reject ${subject}?`,
      description: `${subject} will not be able to order until approved again, and is mailed your reason.`,
      confirmText: "Reject",
      cancelText: "Keep as is",
      variant: "danger",
    })
    if (confirmed) decide("rejected", written)
  }
  return (
    <div className="flex w-full max-w-md flex-col gap-y-2">
      <Label htmlFor={id} size="small">
        Reason (mailed to the applicant; needed to reject)
      </Label>
      <Textarea id={id} value={reason} maxLength={2000} rows={2} onChange={(event) => setReason(event.target.value)} />
      <div className="flex gap-x-2">
        {status !== "approved" && (
          <Button size="small" variant="primary" isLoading={busy} disabled={busy} onClick={() => decide("approved", written || undefined)}>
            Approve
          </Button>
        )}
        {status !== "rejected" && (
          <Button size="small" variant="danger" disabled={busy || !written} onClick={reject}>
            Reject
          </Button>
        )}
      </div>
    </div>
  )
}
