/**
 * The store on a generated data set (backend/scripts/seed-large.mjs) for the scale benchmarks: the data set is
 * generated when missing (idempotent: a generated set is kept between runs), then a backend is started on it.
 * Also the subject clinic's session: a customer signed up through the store API and added (SQL) as an admin of
 * the subject clinic, so the benchmark sees exactly that clinic's products and orders.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import pg from "pg"
import { seedLarge } from "../../backend/scripts/seed-large.mjs"
import { DATA_DIR } from "../../backend/scripts/stack/paths.mjs"
import { startEmbeddedPostgres } from "../../backend/scripts/stack/postgres.mjs"
import { startStack } from "../../backend/scripts/stack/stack.mjs"
import { signedUpCustomer } from "./http.mjs"

/** The clinic the generator gives `subjectProducts` approved products and `subjectOrders` orders. */
export const SUBJECT_CLINIC = "clinic_large_000000"

/**
 * Starts the embedded PostgreSQL that holds the generated sets (backend/.data/postgres-large, as `npm run
 * seed:large` uses it) on `pgPort`; `url` names its maintenance database.
 */
export function startLargeServer(pgPort) {
  return startEmbeddedPostgres({ dataDir: path.join(DATA_DIR, "postgres-large"), port: pgPort, database: "postgres", fast: true })
}

/** Generates `database` at `scale` on the server of `serverUrl` when missing and reports what it did. */
export async function largeDatabase({ serverUrl, database, scale, subjectScale }) {
  const result = await seedLarge({ serverUrl, database, scale, subjectScale, log: (line) => console.log(`[${database}] ${line}`) })
  console.log(`[${database}] data set ready in ${result.seconds} s (${result.ran.length ? `generated: ${result.ran.map((r) => `${r.name} ${r.seconds} s`).join(", ")}` : "already generated"})`)
  return result
}

/**
 * Starts a backend on `databaseUrl` (an already generated set; migrations run when new ones exist), with the back
 * office when `adminUi`.
 * @returns the stack (backendUrl, children, stop, logDir)
 */
export async function startBackendOn(databaseUrl, { port, name, env = {}, adminUi = false }) {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), `clinic-store-${name}-`))
  console.log(`Starting the backend for ${name} on port ${port}; logs in ${logDir}`)
  const stack = await startStack({
    name,
    backendPort: port,
    storefront: false,
    adminUi,
    logDir,
    env: { DATABASE_URL: databaseUrl, REDIS_URL: "", NODE_ENV: "development", LOG_LEVEL: "error", QUERY_COUNT_DIAGNOSTICS: "false", ...env },
  })
  return { ...stack, logDir }
}

/** A signed-in customer who is an admin of the subject clinic (sees its products and all its orders). */
export async function subjectMember(backendUrl, databaseUrl) {
  const customer = await signedUpCustomer(backendUrl, "scale-subject")
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(`insert into clinic_member (id, clinic_id, customer_id, role) values ($1, $2, $3, 'admin')`, [
      `cmem_bench_${customer.id.slice(-12)}`,
      SUBJECT_CLINIC,
      customer.id,
    ])
  } finally {
    await client.end()
  }
  return customer
}

/**
 * The email the staff lab order search looks for: the subject clinic's generated member with the newest generated
 * order (3,334 orders, 6,668 lab orders at subject scale 1, on either set). Not the newest order of the clinic, which
 * after a run's checkouts belongs to that run's signed-up member (a handful of orders): the search would then
 * compare different answers from run to run.
 */
export async function subjectSearchEmail(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(
      `select o.email from "order" o join clinic_member m on m.customer_id = o.customer_id
       where m.clinic_id = $1 and o.id like 'order\\_large\\_%' order by o.created_at desc, o.id desc limit 1`,
      [SUBJECT_CLINIC]
    )
    if (!rows.length) throw new Error(`no generated order of ${SUBJECT_CLINIC}`)
    return rows[0].email
  } finally {
    await client.end()
  }
}
