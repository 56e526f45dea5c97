/**
 * The back office: Medusa Admin with the store's extensions (src/admin), served at /app on the backend's origin.
 *
 * It is built ahead of time by @medusajs/admin's CLI (`npm run build`, `npm start`): a build tool with webpack, Babel
 * and TypeScript behind it, so a dev dependency that no production instance carries. That CLI reads these options
 * from its plugin entry in medusa-config.js, which is listed only while it builds (MEDUSA_ADMIN_BUILD=true, set by
 * scripts/stack/admin.mjs). A running instance serves the built files itself (scripts/medusa-server.mjs).
 */
const path = require("node:path")

/** Where the back office is served, where its build goes (relative to this folder) and the API it calls. */
const BACK_OFFICE = { path: "/app", outDir: "build", backend: "/" }

module.exports = {
  BACK_OFFICE,
  backOfficeBuildDir: path.join(__dirname, BACK_OFFICE.outDir),
  /** True unless ADMIN_UI=false: the API test stack runs without the back office's pages (and builds none). */
  backOfficeServed: (env = process.env) => env.ADMIN_UI !== "false",
  /** Set while @medusajs/admin's CLI builds: the only time medusa-config.js lists the admin plugin. */
  ADMIN_BUILD_FLAG: "MEDUSA_ADMIN_BUILD",
}
