import type { Response } from "express"

/**
 * The route a request is counted and logged under: the pattern of the route table (`/store/carts/:id`), never the
 * raw path (ids would make one series per cart). Files under /app and /uploads are counted together; a request
 * the gate refused as unknown is `unmatched`.
 */
export function routeLabel(path: string, res: Response): string {
  const policy = res.locals.surfaceRoute as { path: string } | undefined
  if (policy) return policy.path
  if (path === "/app" || path.startsWith("/app/")) return "/app/*"
  if (path.startsWith("/uploads/")) return "/uploads/*"
  return "unmatched"
}
