import type { RouteProps } from "@medusajs/admin"
import { Container, Heading, Table, Text } from "@medusajs/ui"
import { useAdminCustomQuery } from "medusa-react"
import { Link, useParams } from "react-router-dom"
import { LabOrderActions } from "../../../components/lab-order-actions"
import { ReplaceResult } from "../../../components/replace-result"
import { LabOrderBadge } from "../../../components/status-badge"
import { LoadFailed, Loading } from "../../../components/states"
import { errorMessage } from "../../../lib/errors"
import { countryName, formatDateTime, formatDay } from "../../../lib/format"
import { LAB_ORDER_LABELS, labOrderTest, orderedBy } from "../../../lib/lab-order-flow"
import type { LabOrderEvent, PostalAddress, StaffLabOrderDetail } from "@clinic-store/contract"

function addressLines(address: PostalAddress | null): string[] {
  if (!address) return []
  return [
    [address.first_name, address.last_name].filter(Boolean).join(" "),
    address.company,
    address.address_1,
    address.address_2,
    [address.postal_code, address.city].filter(Boolean).join(" "),
    address.province,
    address.country_code ? countryName(address.country_code) : null,
    address.phone,
  ].filter((line): line is string => Boolean(line))
}

function eventText(event: LabOrderEvent): string {
  if (event.kind === "result_replaced") return "Result replaced by a corrected file"
  return `${event.from_status ? LAB_ORDER_LABELS[event.from_status] : "—"} → ${LAB_ORDER_LABELS[event.to_status]}`
}

/**
 * Back office: one lab order, the back office's main object: which test it is for, who ordered it, the order's lines
 * (this test marked) and shipping address, every status change (who, when), every result file (replaced ones too);
 * the next step, and replacing a ready result; the kit's printable label (sample id as text and QR code).
 */
const LabOrderDetailPage = ({ notify }: RouteProps) => {
  const { id = "" } = useParams()
  const path = `/lab-orders/${id}`
  const { data, isLoading, error } = useAdminCustomQuery<Record<string, never>, StaffLabOrderDetail>(path, ["lab-order", id])
  if (isLoading) return <Container><Loading what="the lab order" /></Container>
  if (error || !data) return <Container><LoadFailed what="the lab order" message={error ? errorMessage(error) : "not found"} /></Container>
  const { lab_order: labOrder, order, lines, history, results } = data
  return (
    <div className="flex flex-col gap-y-4" data-testid="lab-order-detail-page">
      <Link to="/a/lab-orders" className="text-ui-fg-subtle txt-compact-small hover:underline">
        ← Back to lab orders
      </Link>
      <Container className="flex flex-col gap-y-4">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-x-3">
            <Heading level="h1">{labOrderTest(labOrder)}</Heading>
            <LabOrderBadge status={labOrder.status} />
          </div>
          {labOrder.status === "results_ready" ? <ReplaceResult labOrderId={labOrder.id} notify={notify} /> : <LabOrderActions labOrder={labOrder} notify={notify} />}
        </div>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
          <dt className="text-ui-fg-subtle">Sample</dt>
          <dd>
            <span className="font-mono">{labOrder.sample_id ?? "—"}</span>{" "}
            <a
              className="text-ui-fg-interactive hover:underline txt-compact-small"
              href={`/admin/lab-orders/${labOrder.id}/kit-label`}
              target="_blank"
              rel="noreferrer"
              data-testid="kit-label-link"
            >
              Print kit label (QR code)
            </a>
            {labOrder.patient_reference ? (
              <span className="text-ui-fg-subtle">
                {" "}
                patient {labOrder.patient_reference}, taken {formatDay(labOrder.sample_taken_on)}, consent confirmed {formatDateTime(labOrder.consent_confirmed_at)}
              </span>
            ) : (
              <span className="text-ui-fg-subtle"> no details from the clinic yet</span>
            )}
          </dd>
          <dt className="text-ui-fg-subtle">Ordered by</dt>
          <dd className="break-words">{orderedBy(labOrder)}</dd>
          <dt className="text-ui-fg-subtle">Order</dt>
          <dd>
            <Link className="text-ui-fg-interactive hover:underline" to={`/a/orders/${order.id}`}>
              #{order.display_id}
            </Link>{" "}
            <span className="text-ui-fg-subtle">
              {formatDateTime(order.created_at)}, {order.email}
            </span>
          </dd>
          <dt className="text-ui-fg-subtle">Ship to</dt>
          <dd>{addressLines(order.shipping_address).join(", ") || "—"}</dd>
        </dl>
      </Container>
      <Container className="flex flex-col gap-y-2">
        <Heading level="h2">The order's lines</Heading>
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Product</Table.HeaderCell>
              <Table.HeaderCell>Variant</Table.HeaderCell>
              <Table.HeaderCell>Quantity</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((line) => (
              <Table.Row key={line.id} className={line.is_this_test ? "bg-ui-bg-highlight" : undefined}>
                <Table.Cell>
                  {line.title}
                  {line.is_this_test && <span className="text-ui-fg-subtle txt-compact-small"> (this lab order)</span>}
                </Table.Cell>
                <Table.Cell>{line.description ?? "—"}</Table.Cell>
                <Table.Cell>{line.quantity}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      </Container>
      <Container className="flex flex-col gap-y-2">
        <Heading level="h2">History</Heading>
        <ol className="flex flex-col gap-y-1">
          <li>
            <Text>
              Received <span className="text-ui-fg-subtle">— {formatDateTime(order.created_at)}, order placed</span>
            </Text>
          </li>
          {history.map((event) => (
            <li key={event.id}>
              <Text>
                {eventText(event)}{" "}
                <span className="text-ui-fg-subtle">
                  — {formatDateTime(event.created_at)}, {event.actor_email ?? "the store"}
                </span>
              </Text>
            </li>
          ))}
        </ol>
      </Container>
      <Container className="flex flex-col gap-y-2">
        <Heading level="h2">Result files</Heading>
        {results.length === 0 ? (
          <Text className="text-ui-fg-subtle">No result uploaded yet.</Text>
        ) : (
          <ul className="flex flex-col gap-y-1">
            {results.map((result) => (
              <li key={result.id} className="break-words">
                <a className="text-ui-fg-interactive hover:underline" href={`/admin/lab-orders/${labOrder.id}/results/${result.id}/download`}>
                  {result.name}
                </a>{" "}
                <span className="text-ui-fg-subtle txt-compact-small">
                  uploaded {formatDateTime(result.created_at)}
                  {result.replaced_at ? `, replaced ${formatDateTime(result.replaced_at)}` : ", shown to the customer"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </div>
  )
}

export default LabOrderDetailPage
