import { Button, usePrompt } from "@medusajs/ui"
import type { ApplicationStatus } from "../lib/types"

/**
 * Approve / Reject buttons for something awaiting a decision. Rejecting asks for confirmation first;
 * `decide` is called with the chosen status.
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
  decide: (status: ApplicationStatus) => void
}) => {
  const prompt = usePrompt()
  const reject = async () => {
    const confirmed = await prompt({
      title: `Reject ${subject}?`,
      description: `${subject} will not be able to order until approved again.`,
      confirmText: "Reject",
      cancelText: "Keep as is",
      variant: "danger",
    })
    if (confirmed) decide("rejected")
  }
  return (
    <div className="flex gap-x-2">
      {status !== "approved" && (
        <Button size="small" variant="primary" isLoading={busy} disabled={busy} onClick={() => decide("approved")}>
          Approve
        </Button>
      )}
      {status !== "rejected" && (
        <Button size="small" variant="danger" disabled={busy} onClick={reject}>
          Reject
        </Button>
      )}
    </div>
  )
}
