import { createRequire } from "node:module"
import { StackError } from "./fail.mjs"

const require = createRequire(import.meta.url)
const { readEnvironment, EnvironmentError } = require("../../environment.js")

/**
 * Checks `env` against the environment schema (backend/environment.js) before a script does anything: in production
 * a missing or malformed setting stops it with one line per setting. Returns `env` with DATABASE_URL and REDIS_URL
 * carrying their passwords (DATABASE_PASSWORD, REDIS_PASSWORD) encoded.
 */
export function checkEnvironment(env = process.env) {
  try {
    return readEnvironment(env)
  } catch (err) {
    throw err instanceof EnvironmentError ? new StackError(err.message) : err
  }
}
