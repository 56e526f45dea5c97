import path from "node:path"
import { DATA_DIR } from "./paths.mjs"

/** Where the instance on `port` keeps its process id, for the health probe (scripts/health-probe.mjs). */
export function instancePidFile(port) {
  return path.join(DATA_DIR, `instance-${port}.pid`)
}
