import { formatMoney, type ApprovalRequest, type MemberSpending } from "@clinic-store/contract"
import { Badge, Table, Text } from "@medusajs/ui"
import { Link } from "react-router-dom"
import { formatDateTime, fullName } from "../lib/format"

/** A limit in the clinic's currency, or "No limit". */
export function limitText(spending: MemberSpending | null | undefined, kind: "per_order" | "per_month"): string {
  if (!spending) return "—"
  const amount = spending[kind]
  return amount === null ? "No limit" : formatMoney(amount, spending.currency_code)
}

/** This month's spend of a member, in the clinic's currency. */
export function spendText(spending: MemberSpending | null | undefined): string {
  return spending ? formatMoney(spending.month_spend, spending.currency_code) : "—"
}

const STATUS_COLOR = { pending: "orange", approved: "green", rejected: "red", withdrawn: "grey" } as const
/** Approval request statuses in words. */
const STATUS_LABEL = { pending: "Waiting for a decision", approved: "Approved", rejected: "Rejected", withdrawn: "Withdrawn" } as const

/** The clinic's approval requests: who asked, the total (Medusa's, recorded when asked), the limit, the decision. */
export function ClinicApprovals({ approvals }: { approvals: ApprovalRequest[] }) {
  if (approvals.length === 0) return <Text className="text-ui-fg-subtle">No approval requests.</Text>
  return (
    <Table>
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>Asked</Table.HeaderCell>
          <Table.HeaderCell>Member</Table.HeaderCell>
          <Table.HeaderCell>Total</Table.HeaderCell>
          <Table.HeaderCell>Over</Table.HeaderCell>
          <Table.HeaderCell>Status</Table.HeaderCell>
          <Table.HeaderCell>Order or reason</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {approvals.map((approval) => (
          <Table.Row key={approval.id}>
            <Table.Cell>{formatDateTime(approval.created_at)}</Table.Cell>
            <Table.Cell>{fullName(approval.customer_name, null, approval.customer_email ?? "—")}</Table.Cell>
            <Table.Cell>{formatMoney(approval.totals.total, approval.currency_code)}</Table.Cell>
            <Table.Cell>
              {approval.limit === "per_order" ? "Limit per order" : "Monthly limit"} of {formatMoney(approval.limit_amount, approval.currency_code)}
            </Table.Cell>
            <Table.Cell>
              <Badge color={STATUS_COLOR[approval.status]} data-status={approval.status}>
                {STATUS_LABEL[approval.status] ?? approval.status}
              </Badge>
            </Table.Cell>
            <Table.Cell>
              {approval.order_id ? (
                <Link className="text-ui-fg-interactive hover:underline" to={`/a/orders/${approval.order_id}`}>
                  #{approval.order_display_id}
                </Link>
              ) : (
                (approval.reason ?? "—")
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  )
}
