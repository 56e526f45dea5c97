import type { RouteConfig } from "@medusajs/admin"
import { BuildingsSolid } from "@medusajs/icons"
import { Container, Heading, Table, Text } from "@medusajs/ui"
import { useAdminCustomQuery } from "medusa-react"
import { useState } from "react"
import { Link } from "react-router-dom"
import { Pager } from "../../components/pager"
import { SearchBox } from "../../components/search-box"
import { ApplicationBadge } from "../../components/status-badge"
import { APPLICATION_STATUS_OPTIONS, StatusFilter } from "../../components/status-filter"
import { Empty, LoadFailed, Loading } from "../../components/states"
import { errorMessage } from "../../lib/errors"
import { countryName, formatDateTime } from "../../lib/format"
import { PAGE_SIZE } from "../../lib/paging"
import type { StaffClinicPage } from "@clinic-store/contract"

/**
 * Back office: clinics one page at a time, filtered by status and searched by name or billing email; links to each
 * clinic. A search looks in every status (the filter goes to All, each row shows its status): staff searching for a
 * clinic they were told about do not know whether it is still awaiting. A status chosen afterwards narrows the search.
 */
const ClinicsPage = () => {
  const [status, setStatus] = useState("awaiting")
  const [search, setSearch] = useState("")
  const [offset, setOffset] = useState(0)
  const query = { offset, limit: PAGE_SIZE, ...(status ? { status } : {}), ...(search ? { q: search } : {}) }
  const { data, isLoading, error } = useAdminCustomQuery<typeof query, StaffClinicPage>("/clinics", ["clinics"], query, {
    keepPreviousData: true,
  })
  const clinics = data?.clinics ?? []
  const count = data?.count ?? 0

  return (
    <Container className="flex flex-col gap-y-4" data-testid="clinics-page">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <Heading level="h1">Clinics</Heading>
          <Text className="text-ui-fg-subtle">Approve clinics so their members can order.</Text>
        </div>
        <div className="flex items-center gap-x-4">
          <StatusFilter
            id="clinic-status"
            value={status}
            options={APPLICATION_STATUS_OPTIONS}
            onChange={(value) => {
              setStatus(value)
              setOffset(0)
            }}
          />
          <SearchBox
            label="Search clinics"
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
          Searching clinics of every status for “{search}”.
        </Text>
      )}
      {isLoading ? (
        <Loading what="clinics" />
      ) : error ? (
        <LoadFailed what="clinics" message={errorMessage(error)} />
      ) : clinics.length === 0 ? (
        <Empty>{status || search ? "No clinics match these filters." : "No clinics yet."}</Empty>
      ) : (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Name</Table.HeaderCell>
              <Table.HeaderCell>Type</Table.HeaderCell>
              <Table.HeaderCell>Billing email</Table.HeaderCell>
              <Table.HeaderCell>Country</Table.HeaderCell>
              <Table.HeaderCell>Status</Table.HeaderCell>
              <Table.HeaderCell>Created</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {clinics.map((clinic) => (
              <Table.Row key={clinic.id} data-clinic-id={clinic.id}>
                <Table.Cell>
                  <Link className="text-ui-fg-interactive hover:underline" to={`/a/clinics/${clinic.id}`}>
                    {clinic.name}
                  </Link>
                </Table.Cell>
                <Table.Cell>{clinic.type}</Table.Cell>
                <Table.Cell>{clinic.billing_email ?? "—"}</Table.Cell>
                <Table.Cell>{countryName(clinic.billing_address?.country_code)}</Table.Cell>
                <Table.Cell>
                  <ApplicationBadge status={clinic.status} />
                </Table.Cell>
                <Table.Cell>{formatDateTime(clinic.created_at)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      {count > 0 && <Pager offset={offset} limit={PAGE_SIZE} count={count} what="clinics" onOffset={setOffset} />}
    </Container>
  )
}

export const config: RouteConfig = {
  link: {
    label: "Clinics",
    icon: BuildingsSolid,
  },
}

export default ClinicsPage
