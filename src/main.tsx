import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { createStoreApi } from "./api/store-api"
import { preloadCommerce } from "./api/lazy-commerce-client"
import { App } from "./app/app"
import { createEarlyAwareFetch } from "./app/early-fetch"
import { startEarlyRequests } from "./app/early-requests"
import { loadMessages } from "./i18n/text"
import { env } from "./lib/env"
import { startInspector } from "./lib/inspector"
import { pageLocale } from "./lib/locale"
import { sessionHint } from "./lib/session-hint"
import "./app/styles.css"
import "./app/shop.css"

// A returning signed-in customer's session check (and product list on /products) starts now, not after the
// first render; a signed-out visitor (no hint) asks nothing. In the production build index.html's inline script
// has already sent both requests while this script downloaded: they take its responses.
startEarlyRequests({ api: createStoreApi(env.VITE_MEDUSA_BACKEND_URL, createEarlyAwareFetch()), hint: sessionHint, pathname: window.location.pathname, preload: preloadCommerce, locale: pageLocale() })

// Before the first render: the Stately inspector (development with ?inspect or VITE_INSPECT=true only,
// so the machines' actors are inspected from their first event) and the page locale's texts (Danish and Spanish are lazy chunks).
void Promise.all([
  startInspector().catch((error: unknown) => console.error("Inspector failed to start", error)),
  loadMessages(pageLocale()).catch(() => undefined),
]).finally(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>
  )
})
