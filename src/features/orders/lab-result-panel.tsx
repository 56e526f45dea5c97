import { lazy, Suspense, useEffect, useMemo, useState } from "react"
import { useText } from "../../i18n/text"
import { ErrorState, LoadingState } from "../../ui/async-state"
import type { LabResult } from "../../models/order-model"

/** pdf.js is large: it loads (its own chunk) only when a PDF result is opened. */
const PdfPages = lazy(() => import("./pdf-pages"))

/** The bytes of a base64 result (empty when the content is not base64). */
function decodeBytes(content: string): Uint8Array<ArrayBuffer> {
  try {
    return Uint8Array.from(atob(content), (c) => c.charCodeAt(0))
  } catch {
    return new Uint8Array()
  }
}

/**
 * A `blob:` URL of the result the page fetched, revoked when the result is no longer shown: the image preview and
 * the download use it.
 */
function useResultUrl(result: LabResult): string {
  const url = useMemo(() => URL.createObjectURL(new Blob([decodeBytes(result.content)], { type: result.mimeType })), [result])
  useEffect(() => () => URL.revokeObjectURL(url), [url])
  return url
}

function ShownResult({ result }: { result: LabResult }) {
  const t = useText()
  const url = useResultUrl(result)
  const bytes = useMemo(() => decodeBytes(result.content), [result])
  const title = t("orders.resultTitle", { name: result.name })
  return (
    <div className="result" role="region" aria-label={title}>
      <p>
        <strong>{title}</strong>
      </p>
      {result.mimeType.startsWith("image/") ? (
        <img src={url} alt={title} className="result-image" />
      ) : result.mimeType.startsWith("text/") || result.mimeType === "application/json" ? (
        <pre className="result-text">{new TextDecoder().decode(bytes)}</pre>
      ) : result.mimeType === "application/pdf" ? (
        <Suspense fallback={<LoadingState label={t("orders.loadingResult")} />}>
          <PdfPages bytes={bytes} title={title} />
        </Suspense>
      ) : null}
      <a className="button primary small" href={url} download={result.name}>
        {t("orders.downloadResult")}
      </a>
    </div>
  )
}

/** "View result" for a lab order with results ready: loads it, shows it, offers the download. */
export function LabResultPanel({ itemTitle, onLoad }: { itemTitle: string; onLoad: () => Promise<LabResult> }) {
  const t = useText()
  const [state, setState] = useState<{ kind: "closed" | "loading" } | { kind: "shown"; result: LabResult } | { kind: "failed"; error: unknown }>({ kind: "closed" })
  async function load() {
    setState({ kind: "loading" })
    try {
      setState({ kind: "shown", result: await onLoad() })
    } catch (error) {
      setState({ kind: "failed", error })
    }
  }
  if (state.kind === "closed") {
    return (
      <button type="button" className="button secondary small" onClick={() => void load()} aria-label={`${t("orders.viewResult")}: ${itemTitle}`}>
        {t("orders.viewResult")}
      </button>
    )
  }
  if (state.kind === "loading") return <LoadingState label={t("orders.loadingResult")} />
  if (state.kind === "failed") return <ErrorState error={state.error} onRetry={() => void load()} />
  if (state.kind !== "shown") return null
  return <ShownResult result={state.result} />
}
