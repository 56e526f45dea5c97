import type { OrderDetailsWidgetProps, WidgetConfig } from "@medusajs/admin"
import { Container, Heading, Text } from "@medusajs/ui"
import { useAdminCustomQuery } from "medusa-react"
import { LoadFailed, Loading } from "../components/states"
import { errorMessage } from "../lib/errors"

/** GET /admin/orders/:id/billing */
type BillingResponse = { billing: { reference: string | null; invoice_number: string; invoice_issued_at: string } }

/** Order page widget: the customer's purchase-order reference, the invoice number and the invoice (PDF) to download. */
const OrderInvoiceWidget = ({ order }: OrderDetailsWidgetProps) => {
  const { data, isLoading, error } = useAdminCustomQuery<Record<string, never>, BillingResponse>(`/orders/${order.id}/billing`, ["order-billing", order.id])
  const billing = data?.billing
  return (
    <Container className="flex flex-col gap-y-2" data-testid="order-invoice-widget">
      <Heading level="h2">Invoice and reference</Heading>
      {isLoading ? (
        <Loading what="the invoice" />
      ) : error || !billing ? (
        <LoadFailed what="the invoice" message={errorMessage(error)} />
      ) : (
        <>
          <Text className="txt-compact-small">Customer reference: {billing.reference ?? "None given"}</Text>
          <Text className="txt-compact-small">Invoice number: {billing.invoice_number}</Text>
          <a className="text-ui-fg-interactive hover:underline" href={`/admin/orders/${order.id}/invoice`} download>
            Download invoice (PDF)
          </a>
        </>
      )}
    </Container>
  )
}

export const config: WidgetConfig = {
  zone: "order.details.after",
}

export default OrderInvoiceWidget
