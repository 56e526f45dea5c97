import { Table } from "@medusajs/ui"
import { Link } from "react-router-dom"
import { formatDateTime, fullName } from "../lib/format"
import type { Application } from "@clinic-store/contract"
import { ApplicationBadge } from "./status-badge"

/** One individual customer's application; the decision is taken on its page, where everything the applicant gave is shown. */
export const ApplicationRow = ({ application }: { application: Application }) => {
  const name = fullName(application.first_name, application.last_name, application.email)
  return (
    <Table.Row data-customer-id={application.customer_id}>
      <Table.Cell>
        <Link className="text-ui-fg-interactive hover:underline" to={`/a/applications/${application.customer_id}`}>
          {name}
        </Link>
      </Table.Cell>
      <Table.Cell>{application.email}</Table.Cell>
      <Table.Cell>{formatDateTime(application.submitted_at)}</Table.Cell>
      <Table.Cell>
        <ApplicationBadge status={application.status} />
      </Table.Cell>
      <Table.Cell>
        <Link className="text-ui-fg-interactive hover:underline" to={`/a/applications/${application.customer_id}`} aria-label={`Review the application of ${name}`}>
          Review
        </Link>
      </Table.Cell>
    </Table.Row>
  )
}
