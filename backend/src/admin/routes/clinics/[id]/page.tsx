import type { RouteProps } from "@medusajs/admin"
import { Container, Heading, Table, Text } from "@medusajs/ui"
import { useAdminCustomPost, useAdminCustomQuery } from "medusa-react"
import { Link, useParams } from "react-router-dom"
import { DecisionButtons } from "../../../components/decision-buttons"
import { ClinicOrders } from "../../../components/clinic-orders"
import { ClinicApprovals, limitText, spendText } from "../../../components/clinic-approvals"
import { APPLICATION_LABELS, ApplicationBadge } from "../../../components/status-badge"
import { LoadFailed, Loading } from "../../../components/states"
import { errorMessage } from "../../../lib/errors"
import { countryName, fullName } from "../../../lib/format"
import type { ApplicationStatus, StaffClinic } from "@clinic-store/contract"

/** Back office: one clinic with its billing details, members (limits, month's spend), approval requests and orders; approve or reject it. */
const ClinicDetailPage = ({ notify }: RouteProps) => {
  const { id = "" } = useParams()
  const path = `/clinics/${id}`
  const { data, isLoading, error } = useAdminCustomQuery<Record<string, never>, { clinic: StaffClinic }>(path, ["clinic", id])
  const update = useAdminCustomPost<{ status: ApplicationStatus; reason?: string }, { clinic: StaffClinic }>(path, [[path], ["/clinics"]])
  const clinic = data?.clinic

  const decide = (status: ApplicationStatus, reason?: string) => {
    update.mutate(
      { status, ...(reason ? { reason } : {}) },
      {
        onSuccess: ({ clinic: changed }) => notify.success("Clinic updated", `${changed.name} is now ${APPLICATION_LABELS[changed.status].toLowerCase()}.`),
        onError: (err) => notify.error("Clinic not updated", errorMessage(err)),
      }
    )
  }

  if (isLoading) return <Container><Loading what="the clinic" /></Container>
  if (error || !clinic) return <Container><LoadFailed what="the clinic" message={error ? errorMessage(error) : "not found"} /></Container>
  const members = clinic.members ?? []
  const address = clinic.billing_address
  return (
    <div className="flex flex-col gap-y-4" data-testid="clinic-detail-page">
      <Link to="/a/clinics" className="text-ui-fg-subtle txt-compact-small hover:underline">
        ← Back to clinics
      </Link>
      <Container className="flex flex-col gap-y-4">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-x-3">
            <Heading level="h1">{clinic.name}</Heading>
            <ApplicationBadge status={clinic.status} />
          </div>
          <DecisionButtons status={clinic.status} subject={clinic.name} busy={update.isLoading} decide={decide} />
        </div>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
          <dt className="text-ui-fg-subtle">Type</dt>
          <dd>{clinic.type}</dd>
          <dt className="text-ui-fg-subtle">Billing email</dt>
          <dd>{clinic.billing_email ?? "—"}</dd>
          <dt className="text-ui-fg-subtle">Billing address</dt>
          <dd>
            {address
              ? [address.company, address.address_1, address.postal_code, address.city, address.country_code ? countryName(address.country_code) : null].filter(Boolean).join(", ")
              : "—"}
          </dd>
        </dl>
      </Container>
      <Container className="flex flex-col gap-y-4">
        <Heading level="h2">Members ({members.length})</Heading>
        {members.length === 0 ? (
          <Text className="text-ui-fg-subtle">No members.</Text>
        ) : (
          <Table>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>Name</Table.HeaderCell>
                <Table.HeaderCell>Email</Table.HeaderCell>
                <Table.HeaderCell>Role</Table.HeaderCell>
                <Table.HeaderCell>Limit per order</Table.HeaderCell>
                <Table.HeaderCell>Monthly limit</Table.HeaderCell>
                <Table.HeaderCell>Spent this month</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {members.map((member) => (
                <Table.Row key={member.id}>
                  <Table.Cell>
                    <Link className="text-ui-fg-interactive hover:underline" to={`/a/customers/${member.customer_id}`}>
                      {fullName(member.first_name, member.last_name, member.email)}
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{member.email}</Table.Cell>
                  <Table.Cell className="capitalize">{member.role}</Table.Cell>
                  <Table.Cell>{limitText(member.spending, "per_order")}</Table.Cell>
                  <Table.Cell>{limitText(member.spending, "per_month")}</Table.Cell>
                  <Table.Cell>{spendText(member.spending)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        )}
      </Container>
      <Container className="flex flex-col gap-y-4">
        <Heading level="h2">Approval requests</Heading>
        <ClinicApprovals approvals={clinic.approvals ?? []} />
      </Container>
      <Container className="flex flex-col gap-y-4">
        <Heading level="h2">Orders</Heading>
        <ClinicOrders members={members} />
      </Container>
    </div>
  )
}

export default ClinicDetailPage
