import { useEffect } from "react"
import { useMatches } from "react-router-dom"
import { useText, type Translate } from "../i18n/text"

/** A route's `handle`: its page title, a text of the page's language. */
export interface RouteHandle {
  title: (text: Translate) => string
}

function hasTitle(handle: unknown): handle is RouteHandle {
  return typeof handle === "object" && handle !== null && typeof (handle as RouteHandle).title === "function"
}

/** The document title "<page> · Clinic Store" of the deepest matched route with a title, in the page's language. */
export function usePageTitle(): void {
  const text = useText()
  const matches = useMatches()
  const handle = [...matches].reverse().find((match) => hasTitle(match.handle))?.handle as RouteHandle | undefined
  const page = handle?.title(text)
  useEffect(() => {
    document.title = page ? `${page} · ${text("common.storeName")}` : text("common.storeName")
  }, [page, text])
}
