import { countQueries } from "../diagnostics/query-count"
import type { Guard } from "./guard"

/** A listing's answer carries its SQL query count when the diagnostic is on (diagnostics/query-count.ts). */
export const queriesCounted: Guard = () => countQueries
