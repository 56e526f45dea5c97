import type { OrderDetailsWidgetProps, WidgetConfig } from "@medusajs/admin"
import { Container, Heading, Table, Text } from "@medusajs/ui"
import { useAdminCustomQuery } from "medusa-react"
import { Link } from "react-router-dom"
import { LabOrderBadge } from "../components/status-badge"
import { Empty, LoadFailed, Loading } from "../components/states"
import { errorMessage } from "../lib/errors"
import { labOrderTest, nextStepLabel } from "../lib/lab-order-flow"
import type { StaffLabOrderPage } from "@clinic-store/contract"

/** Order page widget: the order's lab orders (one per kit), which test each is for, its status and next step. */
const OrderLabOrdersWidget = ({ order }: OrderDetailsWidgetProps) => {
  const query = { order_id: order.id, limit: 100, offset: 0 }
  const { data, isLoading, error } = useAdminCustomQuery<typeof query, StaffLabOrderPage>("/lab-orders", ["lab-orders", "order", order.id], query)
  const labOrders = data?.lab_orders ?? []
  return (
    <Container className="flex flex-col gap-y-2" data-testid="order-lab-orders-widget">
      <Heading level="h2">Lab orders</Heading>
      {isLoading ? (
        <Loading what="lab orders" />
      ) : error ? (
        <LoadFailed what="lab orders" message={errorMessage(error)} />
      ) : labOrders.length === 0 ? (
        <Empty>This order has no lab orders.</Empty>
      ) : (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Test</Table.HeaderCell>
              <Table.HeaderCell>Status</Table.HeaderCell>
              <Table.HeaderCell>Next step</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {labOrders.map((labOrder) => (
              <Table.Row key={labOrder.id} data-lab-order-id={labOrder.id}>
                <Table.Cell>
                  <Link className="text-ui-fg-interactive hover:underline" to={`/a/lab-orders/${labOrder.id}`}>
                    {labOrderTest(labOrder)}
                  </Link>
                </Table.Cell>
                <Table.Cell>
                  <LabOrderBadge status={labOrder.status} />
                </Table.Cell>
                <Table.Cell>
                  <Text className="txt-compact-small">{nextStepLabel(labOrder.status) ?? "None"}</Text>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </Container>
  )
}

export const config: WidgetConfig = {
  zone: "order.details.after",
}

export default OrderLabOrdersWidget
