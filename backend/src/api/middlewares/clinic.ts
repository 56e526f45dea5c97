import type { MiddlewareRoute } from "@medusajs/medusa"
import { requireCustomer } from "../http/auth"
import { bodyErrors } from "../http/body-errors"

/**
 * Body limit of POST /store/files: 10 MB decoded is about 13.4 MB of base64; the file service answers
 * 413 for content over 10 MB decoded, body-parser (mapped by bodyErrors) for bodies over this limit.
 */
const FILE_BODY_LIMIT = "14mb"

const signedIn = () => [...requireCustomer(), bodyErrors()]

/**
 * Middlewares of the clinic side of the product API. Entries have no `method`, so they are prefix matches
 * (express `use`) covering the sub-paths, with or without a trailing slash; only `use` layers receive
 * body-parser errors (express skips method routes while an error is pending), which bodyErrors maps. Staff routes under
 * /admin are protected by Medusa's own admin authentication (tests/api/admin-auth.test.ts).
 */
export const clinicMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/user/me", middlewares: signedIn() },
  { matcher: "/store/user/delete", middlewares: signedIn() },
  { matcher: "/store/application", middlewares: signedIn() },
  { matcher: "/store/clinics", middlewares: signedIn() },
  { matcher: "/store/invites", middlewares: signedIn() },
  { matcher: "/store/files", bodyParser: { sizeLimit: FILE_BODY_LIMIT }, middlewares: signedIn() },
  { matcher: "/store/contact/form", middlewares: [bodyErrors()] },
  { matcher: "/admin/clinics", middlewares: [bodyErrors()] },
  { matcher: "/admin/applications", middlewares: [bodyErrors()] },
]
