import { policyOf } from "../../../backend/src/api/surface/match"
import type { RoutePolicy } from "../../../backend/src/api/surface/routes"

/**
 * The route table's policy (backend/src/api/surface/routes.ts) of a row named "METHOD /path/{param}" with an optional
 * "?query" or " (case)" after it: the authorisation matrix and the fuzzer run the table's routes, no others.
 */
export function tablePolicyOf(row: string): RoutePolicy | undefined {
  const [method, path] = row.replace(/ \(.*\)$/, "").replace(/\?.*$/, "").split(" ")
  return policyOf(method, path.replace(/\{[^}]+\}/g, "x_1"))
}
