/**
 * `npm start` (production build) and `npm run dev` (Vite dev server): runs the whole store until Ctrl-C.
 * Ports: PORT (backend, 9000), STORE_PORT (storefront, 8000), PG_PORT (embedded PostgreSQL, 54329).
 */
import "./stack/load-env.mjs"
import { DEMO_ACCOUNTS, TWO_STEP_HINT } from "./stack/demo-accounts.mjs"
import { DEMO_DATA_IN_PRODUCTION_FLAG } from "./stack/demo-data.mjs"
import { StackError } from "./stack/fail.mjs"
import { startStack } from "./stack/stack.mjs"

const dev = process.argv.includes("--dev")
const startedAt = Date.now()
const say = (line) => console.log(`[store] ${line}`)

function portFrom(name, fallback) {
  const raw = process.env[name]
  if (raw === undefined || raw === "") return fallback
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`[store] ${name}=${raw} is not a port number (1-65535).`)
    process.exit(1)
  }
  return port
}

let stack
// Set as soon as the stack begins: a Ctrl-C during start-up stops the parts already running too.
let stopStack
let stopping = false
async function shutdown(code) {
  if (stopping) return
  stopping = true
  say("Stopping...")
  await stopStack?.()
  say("Stopped.")
  process.exit(code)
}

process.on("SIGINT", () => shutdown(0))
process.on("SIGTERM", () => shutdown(0))

try {
  stack = await startStack({
    backendPort: portFrom("PORT", 9000),
    storePort: portFrom("STORE_PORT", 8000),
    pgPort: portFrom("PG_PORT", 54329),
    dev,
    // The demo data goes into a production database only when asked for by name (backend/demo-data.js).
    seedArgs: process.argv.slice(2).filter((arg) => arg === DEMO_DATA_IN_PRODUCTION_FLAG),
    log: say,
    onStop: (stop) => {
      stopStack = stop
    },
  })
} catch (err) {
  if (stopping) await new Promise(() => {}) // shutdown() is stopping everything and exits
  if (err instanceof StackError) console.error(`[store] ${err.message}`)
  else console.error(err)
  process.exit(1)
}

if (stopping) await new Promise(() => {}) // a Ctrl-C came as the last part started: shutdown() exits

for (const child of stack.children) {
  child.once("exit", (code) => {
    if (!stopping) {
      console.error(`[store] A part of the store exited unexpectedly (code ${code}); stopping everything.`)
      shutdown(1)
    }
  })
}

const seconds = ((Date.now() - startedAt) / 1000).toFixed(1)
console.log(`
  Clinic Store is running (ready in ${seconds} s)
    Storefront:  ${stack.storeUrl}${dev ? "  (Vite dev server)" : ""}
    Backend:     ${stack.backendUrl}   (store API /store, admin API /admin)${stack.adminUrl ? `
    Back office: ${stack.adminUrl}` : ""}

  Demo accounts:
${DEMO_ACCOUNTS.map((a) => `    ${a.who.padEnd(34)} ${a.email.padEnd(26)} ${a.password}`).join("\n")}
    ${TWO_STEP_HINT}

  Press Ctrl-C to stop everything.
`)
