import type { RouteConfig } from "@medusajs/admin"
import { UserGroup } from "@medusajs/icons"
import { Container, Heading, Table, Text } from "@medusajs/ui"
import { useAdminCustomQuery } from "medusa-react"
import { useState } from "react"
import { ApplicationRow } from "../../components/application-row"
import { Pager } from "../../components/pager"
import { SearchBox } from "../../components/search-box"
import { APPLICATION_LABELS } from "../../components/status-badge"
import { APPLICATION_STATUS_OPTIONS, StatusFilter } from "../../components/status-filter"
import { Empty, LoadFailed, Loading } from "../../components/states"
import { errorMessage } from "../../lib/errors"
import { PAGE_SIZE } from "../../lib/paging"
import type { ApplicationPage } from "@clinic-store/contract"

/**
 * Back office: applications of individual customers (those without a clinic), one page at a time, filtered by status
 * and searched by name or email; each opens its page for a decision. A search looks in every status (the filter goes
 * to All, each row shows its status); a status chosen afterwards narrows it.
 */
const ApplicationsPage = () => {
  const [status, setStatus] = useState("awaiting")
  const [search, setSearch] = useState("")
  const [offset, setOffset] = useState(0)
  const query = { offset, limit: PAGE_SIZE, ...(status ? { status } : {}), ...(search ? { q: search } : {}) }
  const { data, isLoading, error } = useAdminCustomQuery<typeof query, ApplicationPage>("/applications", ["applications"], query, {
    keepPreviousData: true,
  })
  const applications = data?.applications ?? []

  return (
    <Container className="flex flex-col gap-y-4" data-testid="applications-page">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <Heading level="h1">Applications</Heading>
          <Text className="text-ui-fg-subtle">Individual customers who asked to order without a clinic.</Text>
        </div>
        <div className="flex items-center gap-x-4">
          <StatusFilter
            id="application-status"
            value={status}
            options={APPLICATION_STATUS_OPTIONS}
            onChange={(value) => {
              setStatus(value)
              setOffset(0)
            }}
          />
          <SearchBox
            label="Search applications"
            placeholder="Search name or email"
            value={search}
            onSearch={(value) => {
              setSearch(value)
              if (value) setStatus("")
              setOffset(0)
            }}
          />
        </div>
      </div>
      {search && !status && (
        <Text className="text-ui-fg-subtle txt-compact-small" role="status">
          Searching applications of every status for “{search}”.
        </Text>
      )}
      {isLoading ? (
        <Loading what="applications" />
      ) : error ? (
        <LoadFailed what="applications" message={errorMessage(error)} />
      ) : applications.length === 0 ? (
        <Empty>
          {search || status
            ? `No ${status ? `${APPLICATION_LABELS[status as keyof typeof APPLICATION_LABELS].toLowerCase()} ` : ""}applications match these filters.`
            : "No applications yet."}
        </Empty>
      ) : (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Name</Table.HeaderCell>
              <Table.HeaderCell>Email</Table.HeaderCell>
              <Table.HeaderCell>Submitted</Table.HeaderCell>
              <Table.HeaderCell>Status</Table.HeaderCell>
              <Table.HeaderCell>Decision</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {applications.map((application) => (
              <ApplicationRow key={application.customer_id} application={application} />
            ))}
          </Table.Body>
        </Table>
      )}
      {data && data.count > 0 && <Pager offset={offset} limit={PAGE_SIZE} count={data.count} what="applications" onOffset={setOffset} />}
    </Container>
  )
}

export const config: RouteConfig = {
  link: {
    label: "Applications",
    icon: UserGroup,
  },
}

export default ApplicationsPage
