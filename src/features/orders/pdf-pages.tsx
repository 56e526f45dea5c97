import { getDocument, GlobalWorkerOptions } from "pdfjs-dist"
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url"
import { useEffect, useRef, useState } from "react"
import { useText } from "../../i18n/text"
import { ErrorState, LoadingState } from "../../ui/async-state"

// pdf.js parses in a worker the build ships as a file of the storefront's own origin (the policy's `worker-src 'self'`).
GlobalWorkerOptions.workerSrc = workerUrl

/** Device pixels per CSS pixel, capped so a long report on a dense screen does not exhaust a phone's memory. */
const MAX_PIXEL_RATIO = 2

/**
 * Draws every page of a PDF into its own canvas, stacked, each as wide as `container` (the pages are redrawn
 * sharp for that width; CSS keeps them within it if the width changes later).
 */
async function drawPages(bytes: Uint8Array, container: HTMLElement, pageLabel: (page: number, pages: number) => string, cancelled: () => boolean) {
  // No `eval`: the storefront's content policy refuses it, and pdf.js then draws fonts without compiled paths.
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise
  try {
    const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO)
    for (let number = 1; number <= pdf.numPages && !cancelled(); number++) {
      const page = await pdf.getPage(number)
      const natural = page.getViewport({ scale: 1 })
      const viewport = page.getViewport({ scale: ((container.clientWidth || natural.width) / natural.width) * ratio })
      const canvas = document.createElement("canvas")
      canvas.width = Math.floor(viewport.width)
      canvas.height = Math.floor(viewport.height)
      canvas.className = "result-pdf-page"
      canvas.setAttribute("role", "img")
      canvas.setAttribute("aria-label", pageLabel(number, pdf.numPages))
      await page.render({ canvas, viewport }).promise
      if (!cancelled()) container.append(canvas)
    }
  } finally {
    await pdf.destroy()
  }
}

/** A PDF result shown in the page (pdf.js into canvases): no browser PDF viewer, which the content policy blocks. */
export default function PdfPages({ bytes, title }: { bytes: Uint8Array; title: string }) {
  const t = useText()
  const container = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<{ kind: "drawing" | "drawn" } | { kind: "failed"; error: unknown }>({ kind: "drawing" })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    const element = container.current
    if (!element) return
    let cancelled = false
    element.replaceChildren()
    setState({ kind: "drawing" })
    drawPages(bytes, element, (page, pages) => t("orders.resultPage", { title, page, pages }), () => cancelled).then(
      () => !cancelled && setState({ kind: "drawn" }),
      (error: unknown) => !cancelled && setState({ kind: "failed", error })
    )
    return () => {
      cancelled = true
      element.replaceChildren()
    }
  }, [bytes, title, t, attempt])
  return (
    <>
      {state.kind === "drawing" ? <LoadingState label={t("orders.loadingResult")} /> : null}
      {state.kind === "failed" ? <ErrorState error={state.error} onRetry={() => setAttempt((n) => n + 1)} /> : null}
      <div ref={container} className="result-pdf" />
    </>
  )
}
