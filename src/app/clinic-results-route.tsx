import { useState } from "react"
import { ClinicResultsView } from "../features/clinic/clinic-results-view"
import { LabResultPanel } from "../features/orders/lab-result-panel"
import { useLabResults, useMarkLabResultRead } from "../queries/use-lab-results"
import { useLabResultLoader } from "../queries/use-orders"

/** `/clinic/results`: the clinic's results inbox, each result opened in place by the orders' result panel; opening one marks it read for the member. */
export function ClinicResultsRoute() {
  const [offset, setOffset] = useState(0)
  const query = useLabResults(offset)
  const markRead = useMarkLabResultRead()
  const loadResult = useLabResultLoader()
  const status = query.isPending ? "loading" : query.isError ? "error" : "ready"
  return (
    <ClinicResultsView
      status={status}
      error={query.error}
      onRetry={() => void query.refetch()}
      page={query.data ?? null}
      onPage={setOffset}
      resultPanel={(item, title) => (
        <LabResultPanel
          itemTitle={title}
          onLoad={async () => {
            const result = await loadResult(item.order_id, item.lab_order_id)
            await markRead(item.id)
            return result
          }}
        />
      )}
    />
  )
}
