/**
 * `npm run staff-user -w backend -- -e you@example.com -p '<password>'`: creates a back-office user with Medusa's
 * CLI (`medusa user`), with Medusa's telemetry off (the bare CLI would report the command). Needs DATABASE_URL.
 */
import "./stack/load-env.mjs"
import { runMedusaCli } from "./stack/backend.mjs"

process.exit(runMedusaCli(["user", ...process.argv.slice(2)], process.env))
