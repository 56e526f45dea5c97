import type { RouteConfig, RouteProps } from "@medusajs/admin"
import { Beaker } from "@medusajs/icons"
import { Button, Container, Heading, Table, Text } from "@medusajs/ui"
import { useAdminCustomQuery, useAdminProducts } from "medusa-react"
import { Link, useSearchParams } from "react-router-dom"
import { LabOrderActions } from "../../components/lab-order-actions"
import { Pager } from "../../components/pager"
import { SearchBox } from "../../components/search-box"
import { LabOrderBadge } from "../../components/status-badge"
import { StatusFilter } from "../../components/status-filter"
import { Empty, LoadFailed, Loading } from "../../components/states"
import { errorMessage } from "../../lib/errors"
import { formatDateTime } from "../../lib/format"
import { LAB_ORDER_LABELS, labOrderTest, orderedBy } from "../../lib/lab-order-flow"
import { offsetParam, PAGE_SIZE } from "../../lib/paging"
import { LAB_ORDER_STATUSES, type StaffLabOrderPage } from "@clinic-store/contract"

const STATUS_OPTIONS = LAB_ORDER_STATUSES.map((status) => ({ value: status, label: LAB_ORDER_LABELS[status] }))

/**
 * Back office: lab orders (one per ordered test kit), one page at a time, each named by the test it is for (product
 * and variant, which kit of the line), who ordered it (clinic or customer), the order number and status; filtered by
 * product, status or order and searched by order number, sample id, clinic, member (name or email), test or PO number;
 * move them along. Filters, search and page
 * live in the URL.
 */
const LabOrdersPage = ({ notify }: RouteProps) => {
  const [params, setParams] = useSearchParams()
  const status = params.get("status") ?? ""
  const orderId = params.get("order_id") ?? ""
  const productId = params.get("product_id") ?? ""
  const search = params.get("q") ?? ""
  const offset = offsetParam(params.get("offset"))
  const query = {
    offset,
    limit: PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(orderId ? { order_id: orderId } : {}),
    ...(productId ? { product_id: productId } : {}),
    ...(search ? { q: search } : {}),
  }
  const { data, isLoading, error } = useAdminCustomQuery<typeof query, StaffLabOrderPage>("/lab-orders", ["lab-orders"], query, {
    keepPreviousData: true,
  })
  const labOrders = data?.lab_orders ?? []
  // The order filter named by its number (#1042), read from its lab orders once they are shown.
  const filteredOrder = labOrders.find((labOrder) => labOrder.order_id === orderId)?.order_display_id
  const orderFilterLabel = filteredOrder ? `Order #${filteredOrder}` : "One order"
  const { products } = useAdminProducts({ limit: 100, fields: "id,title", expand: "" })
  const productOptions = (products ?? []).map((product) => ({ value: product.id ?? "", label: product.title ?? "" }))

  /** Sets one URL parameter; any change but the page's own goes back to the first page. */
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params)
    if (value) next.set(name, value)
    else next.delete(name)
    if (name !== "offset") next.delete("offset")
    setParams(next, { replace: true })
  }

  return (
    <Container className="flex flex-col gap-y-4" data-testid="lab-orders-page">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <Heading level="h1">Lab orders</Heading>
          <Text className="text-ui-fg-subtle">
            Received → kit sent → awaiting samples → in analysis → results ready (by uploading the result file).
          </Text>
        </div>
        <div className="flex items-center gap-x-4">
          {orderId && (
            <Button size="small" variant="secondary" onClick={() => setParam("order_id", "")}>
              {orderFilterLabel} ✕
            </Button>
          )}
          <StatusFilter id="lab-order-product" label="Product" value={productId} options={productOptions} onChange={(value) => setParam("product_id", value)} />
          <StatusFilter id="lab-order-status" value={status} options={STATUS_OPTIONS} onChange={(value) => setParam("status", value)} />
          <SearchBox
            label="Search lab orders"
            placeholder="Order #, sample ID, clinic, member, test or PO"
            value={search}
            onSearch={(value) => setParam("q", value)}
          />
        </div>
      </div>
      {isLoading ? (
        <Loading what="lab orders" />
      ) : error ? (
        <LoadFailed what="lab orders" message={errorMessage(error)} />
      ) : labOrders.length === 0 ? (
        <Empty>{status || orderId || productId || search ? "No lab orders match these filters." : "No lab orders yet."}</Empty>
      ) : (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Test</Table.HeaderCell>
              <Table.HeaderCell>Ordered by</Table.HeaderCell>
              <Table.HeaderCell>Order</Table.HeaderCell>
              <Table.HeaderCell>Status</Table.HeaderCell>
              <Table.HeaderCell>Updated</Table.HeaderCell>
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
                  <div className="text-ui-fg-muted font-mono txt-compact-xsmall">{labOrder.sample_id ? `Sample ${labOrder.sample_id}` : "No sample ID"}</div>
                </Table.Cell>
                <Table.Cell className="max-w-[16rem] break-words">{orderedBy(labOrder)}</Table.Cell>
                <Table.Cell>
                  {labOrder.order_id ? (
                    <Link className="text-ui-fg-interactive hover:underline" to={`/a/orders/${labOrder.order_id}`}>
                      {labOrder.order_display_id ? `#${labOrder.order_display_id}` : "Order"}
                    </Link>
                  ) : (
                    "—"
                  )}
                  {labOrder.customer_email && <div className="text-ui-fg-subtle txt-compact-small">{labOrder.customer_email}</div>}
                </Table.Cell>
                <Table.Cell>
                  <LabOrderBadge status={labOrder.status} />
                  {labOrder.has_result && <div className="text-ui-fg-subtle txt-compact-small">Result uploaded</div>}
                </Table.Cell>
                <Table.Cell>{formatDateTime(labOrder.updated_at)}</Table.Cell>
                <Table.Cell>
                  <LabOrderActions labOrder={labOrder} notify={notify} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      {data && data.count > 0 && (
        <Pager offset={offset} limit={PAGE_SIZE} count={data.count} what="lab orders" onOffset={(next) => setParam("offset", String(next))} />
      )}
    </Container>
  )
}

export const config: RouteConfig = {
  link: {
    label: "Lab orders",
    icon: Beaker,
  },
}

export default LabOrdersPage
