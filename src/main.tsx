import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./app/app"
import { startInspector } from "./lib/inspector"

// The Stately inspector starts first (development with ?inspect or VITE_INSPECT=true only) so the
// machines' actors are inspected from their first event.
void startInspector()
  .catch((error: unknown) => console.error("Inspector failed to start", error))
  .finally(() => {
    createRoot(document.getElementById("root")!).render(
      <StrictMode>
        <App />
      </StrictMode>
    )
  })
