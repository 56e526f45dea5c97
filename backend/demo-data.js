/**
 * The demo data (regions, catalogue, demo customers and the demo staff user admin@example.com / supersecret) is for
 * trials and development. A production database refuses it unless the command names the flag below: a database is
 * a production one when the command runs with NODE_ENV=production, or when `npm run migrate` has marked it so (it
 * does with NODE_ENV=production), so that `npm start` or `npm run migrate -- --seed` pointed at it from a laptop is
 * refused too. The first staff user of a production store comes from `npm run staff-user` (docs/deploy.md).
 *
 * Plain CommonJS: the seed (backend/src/scripts/seed.ts) and the scripts (backend/scripts) share it.
 */

/** The flag that lets the demo data into a production database anyway (a trial on production settings). */
const DEMO_DATA_IN_PRODUCTION_FLAG = "--demo-data-in-production"

/** The mark `npm run migrate` leaves on a production database: the comment of Medusa's `store` table. */
const PRODUCTION_MARK = "clinic-store: production database (demo data refused)"
const MARK_SQL = `comment on table store is '${PRODUCTION_MARK}'`
const MARKED_SQL = "select obj_description(to_regclass('store'), 'pg_class') as mark"

/** Whether the answer of MARKED_SQL carries the production mark. */
const isMarked = (rows) => rows?.[0]?.mark === PRODUCTION_MARK

/**
 * Why the demo data may not go into this database, or undefined when it may.
 * @param {{ production: boolean, marked: boolean, argv: string[] }} target
 */
function demoDataRefusal({ production, marked, argv }) {
  if (!production && !marked) return undefined
  if (argv.includes(DEMO_DATA_IN_PRODUCTION_FLAG)) return undefined
  const why = production ? "NODE_ENV=production" : "the database is marked as a production one (npm run migrate with NODE_ENV=production)"
  return (
    `Refusing to load the demo data (demo customers, and staff admin@example.com with the password supersecret): ${why}. ` +
    "Create the first staff user with `npm run staff-user -- --email <you@your-domain>` instead, " +
    `or give ${DEMO_DATA_IN_PRODUCTION_FLAG} to load the demo data into this database all the same.`
  )
}

module.exports = { DEMO_DATA_IN_PRODUCTION_FLAG, PRODUCTION_MARK, MARK_SQL, MARKED_SQL, isMarked, demoDataRefusal }
