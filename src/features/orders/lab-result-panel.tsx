import { useState } from "react"
import { useText } from "../../i18n/text"
import { ErrorState, LoadingState } from "../../ui/async-state"
import type { LabResult } from "./order-model"

/** The data URL of a result (for viewing and downloading without another request). */
function resultDataUrl(result: LabResult): string {
  return `data:${result.mimeType};base64,${result.content}`
}

function decodeText(content: string): string {
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(content), (c) => c.charCodeAt(0)))
  } catch {
    return ""
  }
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
  const { result } = state
  const url = resultDataUrl(result)
  return (
    <div className="result" role="region" aria-label={t("orders.resultTitle", { name: result.name })}>
      <p>
        <strong>{t("orders.resultTitle", { name: result.name })}</strong>
      </p>
      {result.mimeType.startsWith("image/") ? (
        <img src={url} alt={t("orders.resultTitle", { name: result.name })} className="result-image" />
      ) : result.mimeType.startsWith("text/") || result.mimeType === "application/json" ? (
        <pre className="result-text">{decodeText(result.content)}</pre>
      ) : result.mimeType === "application/pdf" ? (
        <object data={url} type="application/pdf" className="result-pdf" aria-label={t("orders.resultTitle", { name: result.name })} />
      ) : null}
      <a className="button primary small" href={url} download={result.name}>
        {t("orders.downloadResult")}
      </a>
    </div>
  )
}
