import type { RoutePolicy } from "../surface/routes"

/**
 * The names a route's table entry declares (its guards or its throttles), sorted into the one order of their kind,
 * whatever order the entry lists them in. An unknown or repeated name fails when the configuration is generated (at
 * start and in the unit tests), never at a request.
 */
export function inDeclaredOrder<T extends string>(kind: string, order: readonly T[], route: Pick<RoutePolicy, "method" | "path">, declared: readonly T[] = []): T[] {
  for (const name of declared) {
    if (!order.includes(name)) throw new Error(`${route.method} ${route.path}: no ${kind} named ${String(name)}`)
  }
  if (new Set(declared).size !== declared.length) throw new Error(`${route.method} ${route.path}: a ${kind} is declared twice`)
  return [...declared].sort((a, b) => order.indexOf(a) - order.indexOf(b))
}
