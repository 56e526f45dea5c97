/**
 * `npm run migrate`: applies Medusa's and the store's database migrations to DATABASE_URL, apart from starting
 * (run it once per release, before the new instances start). `npm run migrate -- --seed` also loads the demo data
 * (regions, catalogue, demo accounts) when the database does not carry the current seed yet: for trials only.
 * Needs the backend build (`npm run build`): the migrations run from backend/dist.
 */
import "./stack/load-env.mjs"
import { migrate, seedIfNeeded, telemetryOffEnv } from "./stack/backend.mjs"
import { StackError } from "./stack/fail.mjs"
import { assertBackendBuilt } from "./stack/release.mjs"
import { useExternalDatabase } from "./stack/postgres.mjs"

const say = (line) => console.log(`[migrate] ${line}`)

try {
  if (!process.env.DATABASE_URL) {
    throw new StackError("DATABASE_URL is not set: it names the PostgreSQL database to migrate (npm start migrates its embedded database by itself).")
  }
  assertBackendBuilt()
  const env = { ...process.env, ...telemetryOffEnv() }
  await useExternalDatabase(env.DATABASE_URL)
  say((await migrate(env)) ? "Migrations applied" : "The database is up to date")
  if (process.argv.includes("--seed")) say((await seedIfNeeded(env)) ? "Demo data loaded" : "Demo data already present")
} catch (err) {
  console.error(err instanceof StackError ? `[migrate] ${err.message}` : err)
  process.exit(1)
}
