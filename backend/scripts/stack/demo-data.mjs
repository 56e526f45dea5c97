import { createRequire } from "node:module"
import pg from "pg"
import { StackError } from "./fail.mjs"

const require = createRequire(import.meta.url)
const demoData = require("../../demo-data.js")

async function withClient(databaseUrl, use) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}

/** Whether `npm run migrate` has marked the database as a production one (backend/demo-data.js). */
export async function databaseMarkedProduction(env) {
  return withClient(env.DATABASE_URL, async (client) => demoData.isMarked((await client.query(demoData.MARKED_SQL)).rows))
}

/** Marks the (migrated) database as a production one: the demo data is refused there from then on. */
export async function markProductionDatabase(env) {
  await withClient(env.DATABASE_URL, (client) => client.query(demoData.MARK_SQL))
}

/** Throws, naming the flag, when the demo data may not go into env.DATABASE_URL's database with these arguments. */
export async function assertDemoDataAllowed(env, argv) {
  const refusal = demoData.demoDataRefusal({ production: env.NODE_ENV === "production", marked: await databaseMarkedProduction(env), argv })
  if (refusal) throw new StackError(refusal)
}

export const DEMO_DATA_IN_PRODUCTION_FLAG = demoData.DEMO_DATA_IN_PRODUCTION_FLAG
