import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./app/app"
import { loadUiText } from "./i18n/ui-text"
import { startInspector } from "./lib/inspector"
import { pageLocale } from "./lib/locale"
import "./app/styles.css"

// Before the first render: the Stately inspector (development with ?inspect or VITE_INSPECT=true only,
// so the machines' actors are inspected from their first event) and the page locale's screen texts.
void Promise.all([
  startInspector().catch((error: unknown) => console.error("Inspector failed to start", error)),
  loadUiText(pageLocale()).catch(() => undefined),
]).finally(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>
  )
})
