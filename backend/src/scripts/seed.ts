/**
 * Seeds the database idempotently: `node dist/scripts/seed.js` from the backend folder.
 * Boots Medusa's loaders (container, database, modules) without an HTTP server, seeds, and exits.
 * Refuses a production database, before writing anything, unless `--demo-data-in-production` is given
 * (backend/demo-data.js): the seed creates the demo staff user admin@example.com / supersecret.
 */
import express from "express"
import { seedStore } from "../seed/seed-store"

const demoData = require("../../demo-data") as {
  MARKED_SQL: string
  isMarked(rows: unknown): boolean
  demoDataRefusal(target: { production: boolean; marked: boolean; argv: string[] }): string | undefined
}

/** A refusal meant for the operator: printed as its message alone. */
class DemoDataRefused extends Error {}

async function main(): Promise<void> {
  const loaders = require("@medusajs/medusa/dist/loaders").default
  const { container, dbConnection } = await loaders({ directory: process.cwd(), expressApp: express(), isTest: false })
  try {
    const marked = demoData.isMarked(await dbConnection.query(demoData.MARKED_SQL))
    const refusal = demoData.demoDataRefusal({ production: process.env.NODE_ENV === "production", marked, argv: process.argv.slice(2) })
    if (refusal) throw new DemoDataRefused(refusal)
    const report = await seedStore(container)
    console.log(`seed: ${JSON.stringify(report)}`)
  } finally {
    await dbConnection.destroy()
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof DemoDataRefused ? `seed: ${err.message}` : `seed failed: ${err instanceof Error ? err.stack : String(err)}`)
    process.exit(1)
  }
)
