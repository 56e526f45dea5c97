import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./app/app"
import { loadUiText } from "./i18n/ui-text"
import { pageLocale } from "./lib/locale"
import "./app/styles.css"

void loadUiText(pageLocale())
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById("root")!).render(
      <StrictMode>
        <App />
      </StrictMode>
    )
  )
