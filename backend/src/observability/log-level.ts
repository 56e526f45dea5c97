/**
 * The log level: LOG_LEVEL, else `info` (Medusa's own default is `silly`, every query and event). Medusa's logger
 * takes winston's level names, the request log pino's: both are accepted and mapped onto pino's.
 */
const DEFAULT_LOG_LEVEL = "info"

const PINO_LEVEL: Record<string, string> = {
  silly: "trace",
  trace: "trace",
  debug: "debug",
  verbose: "debug",
  http: "info",
  info: "info",
  warn: "warn",
  error: "error",
  fatal: "fatal",
  silent: "silent",
}

export function logLevel(env: NodeJS.ProcessEnv = process.env): string {
  const wanted = (env.LOG_LEVEL || DEFAULT_LOG_LEVEL).toLowerCase()
  const level = PINO_LEVEL[wanted]
  if (!level) throw new Error(`LOG_LEVEL=${env.LOG_LEVEL} is not a level: one of ${Object.keys(PINO_LEVEL).join(", ")}`)
  return level
}
