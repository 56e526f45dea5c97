/**
 * Seeds the database idempotently: `node dist/scripts/seed.js` from the backend folder.
 * Boots Medusa's loaders (container, database, modules) without an HTTP server, seeds, and exits.
 */
import express from "express"
import { seedStore } from "../seed/seed-store"

async function main(): Promise<void> {
  const loaders = require("@medusajs/medusa/dist/loaders").default
  const { container, dbConnection } = await loaders({ directory: process.cwd(), expressApp: express(), isTest: false })
  const report = await seedStore(container)
  console.log(`seed: ${JSON.stringify(report)}`)
  await dbConnection.destroy()
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`seed failed: ${err instanceof Error ? err.stack : String(err)}`)
    process.exit(1)
  }
)
