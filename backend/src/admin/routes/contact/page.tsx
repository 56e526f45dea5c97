import type { RouteConfig, RouteProps } from "@medusajs/admin"
import { EnvelopeSolid } from "@medusajs/icons"
import { Container, Heading, Table, Text } from "@medusajs/ui"
import { ContactRow } from "../../components/contact-row"
import { StatusFilter } from "../../components/status-filter"
import { useAdminCustomQuery } from "medusa-react"
import { useState } from "react"
import { Pager } from "../../components/pager"
import { Empty, LoadFailed, Loading } from "../../components/states"
import { errorMessage } from "../../lib/errors"
import { PAGE_SIZE } from "../../lib/paging"
import type { ContactSubmissionPage } from "@clinic-store/contract"

const STATUS_OPTIONS = [
  { value: "new", label: "New" },
  { value: "handled", label: "Handled" },
]

/**
 * Back office: messages sent with the storefront's contact form, newest first, one page at a time, the new ones
 * first shown; staff reply by mail and mark them handled (who and when is shown).
 */
const ContactPage = ({ notify }: RouteProps) => {
  const [offset, setOffset] = useState(0)
  const [status, setStatus] = useState("new")
  const query = { offset, limit: PAGE_SIZE, ...(status ? { status } : {}) }
  const { data, isLoading, error } = useAdminCustomQuery<typeof query, ContactSubmissionPage>(
    "/contact-submissions",
    ["contact-submissions"],
    query,
    { keepPreviousData: true }
  )
  const submissions = data?.submissions ?? []
  return (
    <Container className="flex flex-col gap-y-4" data-testid="contact-page">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <Heading level="h1">Contact</Heading>
          <Text className="text-ui-fg-subtle">Messages sent with the storefront's contact form.</Text>
        </div>
        <StatusFilter
          id="contact-status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => {
            setStatus(value)
            setOffset(0)
          }}
        />
      </div>
      {isLoading ? (
        <Loading what="messages" />
      ) : error ? (
        <LoadFailed what="messages" message={errorMessage(error)} />
      ) : submissions.length === 0 ? (
        <Empty>{status === "new" ? "No new messages." : status === "handled" ? "No handled messages." : "No messages yet."}</Empty>
      ) : (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Received</Table.HeaderCell>
              <Table.HeaderCell>From</Table.HeaderCell>
              <Table.HeaderCell>Subject</Table.HeaderCell>
              <Table.HeaderCell>Message</Table.HeaderCell>
              <Table.HeaderCell>Status</Table.HeaderCell>
              <Table.HeaderCell>Actions</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {submissions.map((submission) => (
              <ContactRow key={submission.id} submission={submission} notify={notify} />
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
