/**
 * The optional parts of Medusa this store switches on. Each one brings database tables or columns of its own, so
 * medusa-config.js registers them and scripts/stack/backend.mjs counts them in the migrations fingerprint: switching
 * one on makes the next start or `npm run migrate` run the migrations it needs, on a fresh or an existing database.
 */

/**
 * Medusa's inventory and stock-location modules (multi-warehouse stock, reservations at cart completion, the admin's
 * inventory and stock-location routes) are NOT registered: with them, concurrent cart completions deadlock the
 * backend. A completion holds row locks in its transaction while the inventory module asks the connection pool for
 * another connection; once every pooled connection is such a completion, none can go on (seen in the API suite:
 * ten connections, nine waiting on locks, one idle in its transaction). docs/api-commerce.md says what that leaves out.
 * Registering them is one entry each here (`inventoryService: { resolve: "@medusajs/inventory" }`,
 * `stockLocationService: { resolve: "@medusajs/stock-location" }`); the migrations fingerprint already counts them.
 */
const STOCK_MODULES = {}

/**
 * Medusa feature flags. `tax_inclusive_pricing` is what POST /admin/currencies/:code needs; it adds an `includes_tax`
 * setting (false by default, and false in the seed) to currencies, regions, price lists and shipping options, so every
 * price and total stays tax-exclusive, as before. The admin's usage analytics would ask every new staff user for
 * consent and report to a third party: off. `product_categories` groups the catalogue (store and admin routes, the
 * back office's category pages).
 */
const FEATURE_FLAGS = { analytics: false, tax_inclusive_pricing: true, product_categories: true }

module.exports = { STOCK_MODULES, FEATURE_FLAGS }
