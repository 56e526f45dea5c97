import type { RouteProps } from "@medusajs/admin"
import { Badge, Button, Label, Table, Textarea } from "@medusajs/ui"
import { useAdminCustomPost } from "medusa-react"
import { useId, useState } from "react"
import { errorMessage } from "../lib/errors"
import { formatDateTime } from "../lib/format"
import type { ContactSubmission } from "@clinic-store/contract"

/** Long words (a pasted link, a string without spaces) wrap too: a message never widens the page. */
const WRAP = { overflowWrap: "anywhere", whiteSpace: "pre-wrap" } as const

/** One contact message: new or handled (by whom, when), mark it handled or new again, reply by mail. */
export const ContactRow = ({ submission, notify }: { submission: ContactSubmission } & RouteProps) => {
  const invalidate = [["/contact-submissions"]]
  const mark = useAdminCustomPost<{ handled: boolean }, { submission: ContactSubmission }>(`/contact-submissions/${submission.id}`, invalidate)
  const reply = useAdminCustomPost<{ message: string }, { submission: ContactSubmission }>(`/contact-submissions/${submission.id}/reply`, invalidate)
  const [replying, setReplying] = useState(false)
  const [message, setMessage] = useState("")
  const id = useId()
  const handled = Boolean(submission.handled_at)

  const setHandled = (value: boolean) =>
    mark.mutate(
      { handled: value },
      {
        onSuccess: () => notify.success("Message updated", value ? "Marked handled." : "Marked new."),
        onError: (err) => notify.error("Message not updated", errorMessage(err)),
      }
    )
  const send = () =>
    reply.mutate(
      { message: message.trim() },
      {
        onSuccess: () => {
          notify.success("Reply sent", `Mailed to ${submission.email}.`)
          setReplying(false)
          setMessage("")
        },
        onError: (err) => notify.error("Reply not sent", errorMessage(err)),
      }
    )

  return (
    <Table.Row data-contact-id={submission.id} className="align-top">
      <Table.Cell className="whitespace-nowrap">{formatDateTime(submission.created_at)}</Table.Cell>
      <Table.Cell className="max-w-[14rem]" style={WRAP}>
        <div>{submission.name}</div>
        <a className="text-ui-fg-interactive hover:underline" href={`mailto:${submission.email}`}>
          {submission.email}
        </a>
        {submission.phone && <div className="text-ui-fg-subtle">{submission.phone}</div>}
      </Table.Cell>
      <Table.Cell className="max-w-[12rem]" style={WRAP}>
        {submission.subject || "—"}
      </Table.Cell>
      <Table.Cell className="max-w-md" style={WRAP}>
        {submission.message}
        {replying && (
          <div className="mt-2 flex flex-col gap-y-2">
            <Label htmlFor={id} size="small">
              Reply (mailed to {submission.email})
            </Label>
            <Textarea id={id} rows={4} maxLength={5000} value={message} onChange={(event) => setMessage(event.target.value)} />
            <div className="flex gap-x-2">
              <Button size="small" variant="primary" disabled={!message.trim() || reply.isLoading} isLoading={reply.isLoading} onClick={send}>
                Send reply
              </Button>
              <Button size="small" variant="secondary" onClick={() => setReplying(false)}>
                Cancel
              </Button>
            </div>
          </div>
        )}
      </Table.Cell>
      <Table.Cell className="whitespace-nowrap">
        {handled ? <Badge color="green">Handled</Badge> : <Badge color="orange">New</Badge>}
        {handled && (
          <div className="text-ui-fg-subtle txt-compact-small">
            {submission.handled_by_email ?? "—"}, {formatDateTime(submission.handled_at)}
          </div>
        )}
      </Table.Cell>
      <Table.Cell>
        <div className="flex flex-col gap-y-2">
          {!replying && (
            <Button size="small" variant="secondary" onClick={() => setReplying(true)}>
              Reply
            </Button>
          )}
          <Button size="small" variant="transparent" disabled={mark.isLoading} onClick={() => setHandled(!handled)}>
            {handled ? "Mark new" : "Mark handled"}
          </Button>
        </div>
      </Table.Cell>
    </Table.Row>
  )
}
