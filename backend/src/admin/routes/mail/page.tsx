import type { RouteConfig, RouteProps } from "@medusajs/admin"
import { Envelope } from "@medusajs/icons"
import { Button, Container, Heading, Table, Text } from "@medusajs/ui"
import { useAdminCustomQuery } from "medusa-react"
import { useSearchParams } from "react-router-dom"
import { MailPreview } from "../../components/mail-preview"
import { Pager } from "../../components/pager"
import { SearchBox } from "../../components/search-box"
import { StatusFilter } from "../../components/status-filter"
import { Empty, LoadFailed, Loading } from "../../components/states"
import { errorMessage } from "../../lib/errors"
import { formatDateTime } from "../../lib/format"
import { MAIL_EVENT_OPTIONS, mailEventLabel } from "../../lib/mail-events"
import { offsetParam, PAGE_SIZE } from "../../lib/paging"
import type { MailNotification, MailNotificationPage } from "@clinic-store/contract"

function status(notification: MailNotification): string {
  const resends = notification.resends?.length ?? 0
  return resends ? `Sent, resent ${resends}×` : "Sent"
}

/**
 * Back office: the mails the store sent (Medusa notifications), newest first, one page at a time, filtered by
 * event and searched by recipient address; preview one and send it again. Filters, search, page and the
 * previewed mail live in the URL.
 */
const MailPage = ({ notify }: RouteProps) => {
  const [params, setParams] = useSearchParams()
  const event = params.get("event") ?? ""
  const to = params.get("to") ?? ""
  const previewed = params.get("preview") ?? ""
  const offset = offsetParam(params.get("offset"))
  const query = { offset, limit: PAGE_SIZE, expand: "resends", ...(event ? { event_name: event } : {}), ...(to ? { to: to.toLowerCase() } : {}) }
  const { data, isLoading, error } = useAdminCustomQuery<typeof query, MailNotificationPage>("/notifications", ["mail-notifications"], query, {
    keepPreviousData: true,
  })
  const notifications = data?.notifications ?? []
  const selected = notifications.find((notification) => notification.id === previewed)

  /** Sets one URL parameter; a new filter or search goes back to the first page. */
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params)
    if (value) next.set(name, value)
    else next.delete(name)
    if (name === "event" || name === "to") next.delete("offset")
    setParams(next, { replace: true })
  }

  return (
    <Container className="flex flex-col gap-y-4" data-testid="mail-page">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <Heading level="h1">Mail</Heading>
          <Text className="text-ui-fg-subtle">Every mail the store sent: invites, decisions, orders, results ready, codes and resets.</Text>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <StatusFilter id="mail-event" label="Event" value={event} options={MAIL_EVENT_OPTIONS} onChange={(value) => setParam("event", value)} />
          <SearchBox label="Search mail by recipient" placeholder="Recipient's full email" value={to} onSearch={(value) => setParam("to", value)} />
        </div>
      </div>
      {isLoading ? (
        <Loading what="mail" />
      ) : error ? (
        <LoadFailed what="mail" message={errorMessage(error)} />
      ) : notifications.length === 0 ? (
        <Empty>{event || to ? "No mail matches these filters." : "No mail sent yet."}</Empty>
      ) : (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Sent</Table.HeaderCell>
              <Table.HeaderCell>To</Table.HeaderCell>
              <Table.HeaderCell>Event</Table.HeaderCell>
              <Table.HeaderCell>Status</Table.HeaderCell>
              <Table.HeaderCell>Message</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {notifications.map((notification) => (
              <Table.Row key={notification.id} data-notification-id={notification.id}>
                <Table.Cell className="whitespace-nowrap">{formatDateTime(notification.created_at)}</Table.Cell>
                <Table.Cell className="break-all">{notification.to}</Table.Cell>
                <Table.Cell>{mailEventLabel(notification.event_name)}</Table.Cell>
                <Table.Cell>{status(notification)}</Table.Cell>
                <Table.Cell>
                  <Button size="small" variant="secondary" aria-pressed={notification.id === previewed} onClick={() => setParam("preview", notification.id)}>
                    Preview
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      {data && data.count > 0 && <Pager offset={offset} limit={PAGE_SIZE} count={data.count} what="mails" onOffset={(next) => setParam("offset", String(next))} />}
      {selected && <MailPreview key={selected.id} notification={selected} notify={notify} onClose={() => setParam("preview", "")} />}
    </Container>
  )
}

export const config: RouteConfig = {
  link: {
    label: "Mail",
    icon: Envelope,
  },
}

export default MailPage
