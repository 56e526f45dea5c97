import type { RouteProps } from "@medusajs/admin"
import { Table } from "@medusajs/ui"
import { useAdminCustomPost } from "medusa-react"
import { Link } from "react-router-dom"
import { errorMessage } from "../lib/errors"
import { formatDateTime, fullName } from "../lib/format"
import type { Application, ApplicationResponse, ApplicationStatus } from "../lib/types"
import { DecisionButtons } from "./decision-buttons"
import { ApplicationBadge } from "./status-badge"

/** One individual customer's application with its approve / reject actions. */
export const ApplicationRow = ({ application, notify }: { application: Application } & RouteProps) => {
  const update = useAdminCustomPost<{ status: ApplicationStatus }, ApplicationResponse>(
    `/applications/${application.customer_id}`,
    [["/applications"]],
    { customer: true }
  )
  const name = fullName(application.first_name, application.last_name, application.email)
  const decide = (status: ApplicationStatus) => {
    update.mutate(
      { status },
      {
        onSuccess: ({ application: changed }) => notify.success("Application updated", `${name} is now ${changed.status}.`),
        onError: (err) => notify.error("Application not updated", errorMessage(err)),
      }
    )
  }
  return (
    <Table.Row data-customer-id={application.customer_id}>
      <Table.Cell>
        <Link className="text-ui-fg-interactive hover:underline" to={`/a/customers/${application.customer_id}`}>
          {name}
        </Link>
      </Table.Cell>
      <Table.Cell>{application.email}</Table.Cell>
      <Table.Cell>{formatDateTime(application.submitted_at)}</Table.Cell>
      <Table.Cell>
        <ApplicationBadge status={application.status} />
      </Table.Cell>
      <Table.Cell>
        <DecisionButtons status={application.status} subject={name} busy={update.isLoading} decide={decide} />
      </Table.Cell>
    </Table.Row>
  )
}
