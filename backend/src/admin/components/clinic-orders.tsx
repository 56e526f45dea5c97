import { Table, Text } from "@medusajs/ui"
import { useQueries } from "@tanstack/react-query"
import { useMedusa } from "medusa-react"
import { Link } from "react-router-dom"
import { errorMessage } from "../lib/errors"
import { codeInWords, formatDateTime } from "../lib/format"
import type { ClinicMemberWithSpending } from "@clinic-store/contract"

type OrderRow = { id: string; display_id: number; created_at: string; fulfillment_status: string; email: string }

/** Orders placed by any member of a clinic (Medusa's own admin order list, one query per member), newest first. */
export const ClinicOrders = ({ members }: { members: ClinicMemberWithSpending[] }) => {
  const { client } = useMedusa()
  const results = useQueries({
    queries: members.map((member) => ({
      queryKey: ["clinic-member-orders", member.customer_id],
      queryFn: () => client.admin.orders.list({ customer_id: member.customer_id, limit: 100, offset: 0 }),
    })),
  })
  if (results.some((result) => result.isLoading)) return <Text className="text-ui-fg-subtle">Loading orders…</Text>
  const failed = results.find((result) => result.error)
  if (failed) return <Text className="text-ui-fg-error">Could not load orders: {errorMessage(failed.error)}</Text>
  const orders: OrderRow[] = results
    .flatMap((result, index) =>
      (result.data?.orders ?? []).map((order) => ({
        id: order.id,
        display_id: order.display_id,
        created_at: String(order.created_at),
        fulfillment_status: String(order.fulfillment_status),
        email: members[index].email,
      }))
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
  if (orders.length === 0) return <Text className="text-ui-fg-subtle">No orders from this clinic yet.</Text>
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
        {orders.map((order) => (
          <Table.Row key={order.id} data-order-id={order.id}>
            <Table.Cell>
              <Link className="text-ui-fg-interactive hover:underline" to={`/a/orders/${order.id}`}>
                #{order.display_id}
              </Link>
            </Table.Cell>
            <Table.Cell>{order.email}</Table.Cell>
            <Table.Cell>{formatDateTime(order.created_at)}</Table.Cell>
            <Table.Cell>{codeInWords(order.fulfillment_status)}</Table.Cell>
            <Table.Cell>
              <Link className="text-ui-fg-interactive hover:underline" to={`/a/lab-orders?order_id=${order.id}`}>
                Lab orders
              </Link>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  )
}
