import type { RouteProps } from "@medusajs/admin"
import { Button, Heading, Text } from "@medusajs/ui"
import { useAdminCustomPost, useAdminCustomQuery } from "medusa-react"
import { LoadFailed, Loading } from "./states"
import { errorMessage } from "../lib/errors"
import type { MailNotification, MailPreview as RenderedMail } from "@clinic-store/contract"

/**
 * One sent mail: its subject, plain text and HTML as the recipient got them, and "Resend" (POST
 * /admin/notifications/:id/resend: a new copy to the same address). A code or reset mail shows no content and
 * cannot be resent: the person asks for a new one.
 */
export const MailPreview = ({ notification, onClose, notify }: { notification: MailNotification; onClose: () => void } & RouteProps) => {
  const { data, isLoading, error } = useAdminCustomQuery<Record<string, never>, { preview: RenderedMail }>(
    `/notifications/${notification.id}/preview`,
    ["mail-preview", notification.id]
  )
  const resend = useAdminCustomPost<Record<string, never>, unknown>(`/notifications/${notification.id}/resend`, [["/notifications"]])
  const preview = data?.preview
  const sendAgain = () =>
    resend.mutate(
      {},
      {
        onSuccess: () => notify.success("Mail sent again", `A new copy went to ${notification.to}.`),
        onError: (err) => notify.error("Mail not sent again", errorMessage(err)),
      }
    )
  return (
    <section aria-label="Mail preview" data-testid="mail-preview" className="border-ui-border-base flex flex-col gap-y-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading level="h2">{preview?.subject ?? "Mail"}</Heading>
        <div className="flex gap-x-2">
          <Button size="small" onClick={sendAgain} isLoading={resend.isLoading} disabled={!preview?.resendable}>
            Resend
          </Button>
          <Button size="small" variant="secondary" onClick={onClose}>
            Close preview
          </Button>
        </div>
      </div>
      <Text className="text-ui-fg-subtle">To {notification.to}</Text>
      {isLoading ? (
        <Loading what="the mail" />
      ) : error ? (
        <LoadFailed what="the mail" message={errorMessage(error)} />
      ) : !preview?.resendable ? (
        <Text>This mail carried a sign-up code or a password-reset link, which is not kept: it cannot be shown or resent. The person asks for a new one.</Text>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <pre className="bg-ui-bg-subtle txt-compact-small whitespace-pre-wrap break-words rounded-md p-3" data-testid="mail-preview-text">
            {preview.text}
          </pre>
          <iframe title="Mail as HTML" sandbox="" srcDoc={preview.html ?? ""} className="bg-ui-bg-base h-72 w-full rounded-md border" />
        </div>
      )}
    </section>
  )
}
