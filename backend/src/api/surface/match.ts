import { ROUTES, type RoutePolicy } from "./routes"

/**
 * Finds the policy of a request in the route table. Paths compare segment by segment as Express routes them:
 * `:name` takes one non-empty segment, a trailing `*` everything below, literals compare without regard to case
 * (Express routes case-insensitively) and one trailing slash is ignored. HEAD is answered as GET.
 */
type Compiled = { policy: RoutePolicy; segments: string[]; rest: boolean; params: number }

const compiled: Compiled[] = ROUTES.map((policy) => {
  const segments = policy.path.split("/").slice(1)
  const rest = segments[segments.length - 1] === "*"
  return { policy, segments: rest ? segments.slice(0, -1) : segments, rest, params: segments.filter((segment) => segment.startsWith(":")).length }
})

function segmentsOf(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path
  return trimmed.split("/").slice(1)
}

function matches(route: Compiled, segments: string[]): boolean {
  if (route.rest ? segments.length <= route.segments.length : segments.length !== route.segments.length) return false
  return route.segments.every((expected, i) => (expected.startsWith(":") ? segments[i] !== "" : expected.toLowerCase() === segments[i].toLowerCase()))
}

/** The policies listed for a path, whatever their method (the CORS preflight of a listed path is answered). */
export function policiesOfPath(path: string): RoutePolicy[] {
  const segments = segmentsOf(path)
  // A listed literal path wins over a wildcard of the same method (e.g. POST /admin/auth over POST /admin/*), and
  // over a parameter in its place (POST .../sessions/batch over POST .../sessions/:session_id).
  return compiled
    .filter((route) => matches(route, segments))
    .sort((a, b) => Number(a.rest) - Number(b.rest) || a.params - b.params)
    .map((route) => route.policy)
}

/** The policy of `method path`, or undefined when the store does not answer it. */
export function policyOf(method: string, path: string): RoutePolicy | undefined {
  const wanted = method === "HEAD" ? "GET" : method
  return policiesOfPath(path).find((policy) => policy.method === wanted)
}
