/**
 * `npm run migrate`: applies Medusa's and the store's database migrations to DATABASE_URL, apart from starting
 * (run it once per release, before the new instances start). With NODE_ENV=production it checks the environment
 * first and marks the database as a production one. `npm run migrate -- --seed` also loads the demo data (regions,
 * catalogue, demo accounts) when the database does not carry the current seed yet: for trials only, and refused
 * against a production database, before anything is changed, unless `--demo-data-in-production` is given too
 * (backend/demo-data.js). Needs the backend build (`npm run build`): the migrations run from backend/dist.
 */
import "./stack/load-env.mjs"
import { migrate, seedIfNeeded, telemetryOffEnv } from "./stack/backend.mjs"
import { assertDemoDataAllowed, markProductionDatabase } from "./stack/demo-data.mjs"
import { checkEnvironment } from "./stack/environment.mjs"
import { StackError } from "./stack/fail.mjs"
import { assertBackendBuilt } from "./stack/release.mjs"
import { useExternalDatabase } from "./stack/postgres.mjs"

const say = (line) => console.log(`[migrate] ${line}`)
const args = process.argv.slice(2)

try {
  if (!process.env.DATABASE_URL) {
    throw new StackError("DATABASE_URL is not set: it names the PostgreSQL database to migrate (npm start migrates its embedded database by itself).")
  }
  const env = checkEnvironment({ ...process.env, ...telemetryOffEnv() })
  assertBackendBuilt()
  await useExternalDatabase(env.DATABASE_URL)
  const seed = args.includes("--seed")
  if (seed) await assertDemoDataAllowed(env, args)
  say((await migrate(env)) ? "Migrations applied" : "The database is up to date")
  if (env.NODE_ENV === "production") await markProductionDatabase(env)
  if (seed) say((await seedIfNeeded(env, args)) ? "Demo data loaded" : "Demo data already present")
} catch (err) {
  console.error(err instanceof StackError ? `[migrate] ${err.message}` : err)
  process.exit(1)
}
