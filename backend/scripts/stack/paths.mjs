import path from "node:path"
import { fileURLToPath } from "node:url"

/** Absolute folder of the backend package. */
export const BACKEND_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
/** Absolute folder of the repository (the storefront package). */
export const ROOT_DIR = path.resolve(BACKEND_DIR, "..")
/** Ignored folder holding local databases, secrets and build stamps. */
export const DATA_DIR = path.join(BACKEND_DIR, ".data")
