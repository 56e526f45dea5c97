import type { RouteConfig } from "@medusajs/admin"
import { EnvelopeSolid } from "@medusajs/icons"
import { Container, Heading, Table, Text } from "@medusajs/ui"
import { useAdminCustomQuery } from "medusa-react"
import { useState } from "react"
import { Pager } from "../../components/pager"
import { Empty, LoadFailed, Loading } from "../../components/states"
import { errorMessage } from "../../lib/errors"
import { formatDateTime } from "../../lib/format"
import { PAGE_SIZE } from "../../lib/paging"
import type { ContactSubmissionListResponse } from "../../lib/types"

/** Back office: messages sent with the storefront's contact form, newest first, one page at a time. */
const ContactPage = () => {
  const [offset, setOffset] = useState(0)
  const query = { offset, limit: PAGE_SIZE }
  const { data, isLoading, error } = useAdminCustomQuery<typeof query, ContactSubmissionListResponse>(
    "/contact-submissions",
    ["contact-submissions"],
    query,
    { keepPreviousData: true }
  )
  const submissions = data?.submissions ?? []
  return (
    <Container className="flex flex-col gap-y-4" data-testid="contact-page">
      <div>
        <Heading level="h1">Contact</Heading>
        <Text className="text-ui-fg-subtle">Messages sent with the storefront's contact form.</Text>
      </div>
      {isLoading ? (
        <Loading what="messages" />
      ) : error ? (
        <LoadFailed what="messages" message={errorMessage(error)} />
      ) : submissions.length === 0 ? (
        <Empty>No messages yet.</Empty>
      ) : (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Received</Table.HeaderCell>
              <Table.HeaderCell>From</Table.HeaderCell>
              <Table.HeaderCell>Subject</Table.HeaderCell>
              <Table.HeaderCell>Message</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {submissions.map((submission) => (
              <Table.Row key={submission.id}>
                <Table.Cell className="whitespace-nowrap">{formatDateTime(submission.created_at)}</Table.Cell>
                <Table.Cell>
                  <div>{submission.name}</div>
                  <a className="text-ui-fg-interactive hover:underline" href={`mailto:${submission.email}`}>
                    {submission.email}
                  </a>
                  {submission.phone && <div className="text-ui-fg-subtle">{submission.phone}</div>}
                </Table.Cell>
                <Table.Cell>{submission.subject || "—"}</Table.Cell>
                <Table.Cell className="max-w-md whitespace-pre-wrap break-words">{submission.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      {data && data.count > 0 && <Pager offset={offset} limit={PAGE_SIZE} count={data.count} what="messages" onOffset={setOffset} />}
    </Container>
  )
}

export const config: RouteConfig = {
  link: {
    label: "Contact",
    icon: EnvelopeSolid,
  },
}

export default ContactPage
