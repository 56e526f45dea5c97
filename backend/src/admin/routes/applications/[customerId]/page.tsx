import type { RouteProps } from "@medusajs/admin"
import { Container, Heading, Text } from "@medusajs/ui"
import { useAdminCustomPost, useAdminCustomQuery } from "medusa-react"
import { Link, useParams } from "react-router-dom"
import { DecisionButtons } from "../../../components/decision-buttons"
import { APPLICATION_LABELS, ApplicationBadge } from "../../../components/status-badge"
import { LoadFailed, Loading } from "../../../components/states"
import { errorMessage } from "../../../lib/errors"
import { countryName, formatDateTime, formatDay, fullName } from "../../../lib/format"
import type { Application, ApplicationStatus } from "@clinic-store/contract"

/** Back office: one individual's application with everything they gave (address, phone, reason); approve or reject it with a reason. */
const ApplicationDetailPage = ({ notify }: RouteProps) => {
  const { customerId = "" } = useParams()
  const path = `/applications/${customerId}`
  const { data, isLoading, error } = useAdminCustomQuery<Record<string, never>, { application: Application }>(path, ["application", customerId])
  const update = useAdminCustomPost<{ status: ApplicationStatus; reason?: string }, { application: Application }>(path, [[path], ["/applications"]], { customer: true })
  const application = data?.application
  if (isLoading) return <Container><Loading what="the application" /></Container>
  if (error || !application) return <Container><LoadFailed what="the application" message={error ? errorMessage(error) : "not found"} /></Container>
  const name = fullName(application.first_name, application.last_name, application.email)
  const address = application.billing_address
  const decide = (status: ApplicationStatus, reason?: string) =>
    update.mutate(
      { status, ...(reason ? { reason } : {}) },
      {
        onSuccess: ({ application: changed }) => notify.success("Application updated", `${name} is now ${APPLICATION_LABELS[changed.status].toLowerCase()}; they are mailed the decision.`),
        onError: (err) => notify.error("Application not updated", errorMessage(err)),
      }
    )
  const fields: [string, string][] = [
    ["Email", application.email],
    ["Phone", application.phone ?? "—"],
    ["Date of birth", formatDay(application.date_of_birth)],
    [
      "Address",
      address
        ? [address.company, address.address_1, address.address_2, [address.postal_code, address.city].filter(Boolean).join(" "), address.province, address.country_code ? countryName(address.country_code) : null]
            .filter(Boolean)
            .join(", ")
        : "—",
    ],
    ["Why they want to order", application.reason ?? "—"],
    ["Submitted", formatDateTime(application.submitted_at)],
    ["Decided", formatDateTime(application.reviewed_at)],
  ]
  return (
    <div className="flex flex-col gap-y-4" data-testid="application-detail-page">
      <Link to="/a/applications" className="text-ui-fg-subtle txt-compact-small hover:underline">
        ← Back to applications
      </Link>
      <Container className="flex flex-col gap-y-4">
        <div className="flex items-center gap-x-3">
          <Heading level="h1">{name}</Heading>
          <ApplicationBadge status={application.status} />
        </div>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
          {fields.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ui-fg-subtle">{label}</dt>
              <dd className="whitespace-pre-wrap break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <Text className="text-ui-fg-subtle txt-compact-small">The applicant is mailed the decision, with the reason when you write one.</Text>
        <DecisionButtons status={application.status} subject={name} busy={update.isLoading} decide={decide} />
      </Container>
    </div>
  )
}

export default ApplicationDetailPage
