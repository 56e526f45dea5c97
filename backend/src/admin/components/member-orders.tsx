import { Table, Text } from "@medusajs/ui"
import { useAdminOrders } from "medusa-react"
import { Link } from "react-router-dom"
import type { ClinicMember } from "../lib/types"
import { formatDateTime } from "../lib/format"
import { errorMessage } from "../lib/errors"

/** The orders placed by one clinic member (Medusa's own admin order list, filtered by customer). */
export const MemberOrders = ({ member }: { member: ClinicMember }) => {
  const { orders, isLoading, error } = useAdminOrders({ customer_id: member.customer_id, limit: 50, offset: 0 })
  if (isLoading) return <Text size="small" className="text-ui-fg-subtle">Loading orders of {member.email}…</Text>
  if (error) return <Text size="small" className="text-ui-fg-error">Could not load orders of {member.email}: {errorMessage(error)}</Text>
  if (!orders?.length) return null
  return (
    <>
      {orders.map((order) => (
        <Table.Row key={order.id} data-order-id={order.id}>
          <Table.Cell>
            <Link className="text-ui-fg-interactive hover:underline" to={`/orders/${order.id}`}>
              #{order.display_id}
            </Link>
          </Table.Cell>
          <Table.Cell>{member.email}</Table.Cell>
          <Table.Cell>{formatDateTime(String(order.created_at))}</Table.Cell>
          <Table.Cell>{order.fulfillment_status}</Table.Cell>
          <Table.Cell>
            <Link className="text-ui-fg-interactive hover:underline" to={`/a/lab-orders?order_id=${order.id}`}>
              Lab orders
            </Link>
          </Table.Cell>
        </Table.Row>
      ))}
    </>
  )
}

/** Orders of every member of a clinic, newest members' orders grouped by member. */
export const ClinicOrders = ({ members }: { members: ClinicMember[] }) => {
  if (members.length === 0) return <Text className="text-ui-fg-subtle">No members, so no orders.</Text>
  return (
    <Table>
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>Order</Table.HeaderCell>
          <Table.HeaderCell>Placed by</Table.HeaderCell>
          <Table.HeaderCell>Date</Table.HeaderCell>
          <Table.HeaderCell>Fulfilment</Table.HeaderCell>
          <Table.HeaderCell>Lab</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {members.map((member) => (
          <MemberOrders key={member.id} member={member} />
        ))}
      </Table.Body>
    </Table>
  )
}
