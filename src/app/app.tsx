import { createBrowserRouter, RouterProvider } from "react-router-dom"
import { IdentityRoot } from "../identity/identity-root"
import { routes } from "./routes"

const router = createBrowserRouter(routes)

/** The storefront application: the identity provider (Clerk or local) around the routes. */
export function App() {
  return (
    <IdentityRoot>
      <RouterProvider router={router} />
    </IdentityRoot>
  )
}
