import type { LabResultInboxItem } from "@clinic-store/contract"
import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { usePageFormat } from "../../i18n/page-format"
import { useText } from "../../i18n/text"
import { AsyncContent, type LoadStatus } from "../../ui/async-state"

/** Props of the results inbox. */
export interface ClinicResultsViewProps {
  status: LoadStatus
  error?: unknown
  onRetry?: () => void
  /** The page shown, newest first, with how many results there are and how many the member has not read. */
  page: { lab_results: LabResultInboxItem[]; count: number; unread: number; offset: number; limit: number } | null
  onPage: (offset: number) => void
  /** The control that opens a result in place (the orders' result panel, composed by src/app), given its title. */
  resultPanel: (item: LabResultInboxItem, title: string) => ReactNode
}

/** `/clinic/results`: every lab result of the clinic, newest first; unread ones marked; a result opens in place. */
export function ClinicResultsView({ status, error, onRetry, page, onPage, resultPanel }: ClinicResultsViewProps) {
  const text = useText()
  const format = usePageFormat()
  return (
    <section className="page">
      <p>
        <Link to="/clinic">{text("results.backToClinic")}</Link>
      </p>
      <h1>{text("results.title")}</h1>
      <AsyncContent status={status} error={error} onRetry={onRetry}>
        {() =>
          !page || page.count === 0 ? (
            <p className="lead">{text("results.empty")}</p>
          ) : (
            <>
              <p className="muted" role="status">
                {text("results.unreadCount", { count: page.unread })}
              </p>
              <ul className="lab-orders results-inbox">
                {page.lab_results.map((item) => {
                  const test = item.variant_title ? `${item.test_name} (${item.variant_title})` : item.test_name
                  return (
                    <li key={item.id} className={`card lab-order${item.read ? "" : " unread"}`} aria-label={item.read ? test : `${text("results.unread")}: ${test}`}>
                      <div className="lab-order-head">
                        <h2>{test}</h2>
                        {item.read ? null : <span className="badge">{text("results.unread")}</span>}
                      </div>
                      <dl className="facts">
                        <div>
                          <dt>{text("orders.sampleId")}</dt>
                          <dd className="sample-id">{item.sample_id}</dd>
                        </div>
                        <div>
                          <dt>{text("results.patient")}</dt>
                          <dd>{item.patient_reference ?? <span className="muted">{text("results.noPatient")}</span>}</dd>
                        </div>
                        <div>
                          <dt>{text("results.received")}</dt>
                          <dd>{format.date(item.created_at)}</dd>
                        </div>
                        <div>
                          <dt>{text("orders.orderNumber")}</dt>
                          <dd>
                            <Link to={`/orders/${item.order_id}`}>#{item.order_display_id}</Link>
                          </dd>
                        </div>
                      </dl>
                      {resultPanel(item, test)}
                    </li>
                  )
                })}
              </ul>
              {page.count > page.limit ? (
                <nav className="pagination" aria-label={text("results.pagination")}>
                  <button type="button" className="button secondary" disabled={page.offset === 0} onClick={() => onPage(Math.max(0, page.offset - page.limit))}>
                    {text("orders.previous")}
                  </button>
                  <span aria-live="polite">
                    {text("orders.pageOf", { page: Math.floor(page.offset / page.limit) + 1, pages: Math.ceil(page.count / page.limit) })}
                  </span>
                  <button type="button" className="button secondary" disabled={page.offset + page.limit >= page.count} onClick={() => onPage(page.offset + page.limit)}>
                    {text("orders.next")}
                  </button>
                </nav>
              ) : null}
            </>
          )
        }
      </AsyncContent>
    </section>
  )
}
