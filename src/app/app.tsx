import { createBrowserRouter, RouterProvider } from "react-router-dom"
import { pageLocale, UiTextProvider, uiLanguageFor } from "../i18n/ui-text"
import { routes } from "./routes"

const router = createBrowserRouter(routes)

/** The storefront application: texts in the page's language, then the routes. */
export function App() {
  return (
    <UiTextProvider language={uiLanguageFor(pageLocale())}>
      <RouterProvider router={router} />
    </UiTextProvider>
  )
}
