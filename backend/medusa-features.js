/**
 * The optional parts of Medusa this store switches on. Each one brings database tables or columns of its own, so
 * medusa-config.js registers them and scripts/stack/backend.mjs counts them in the migrations fingerprint: switching
 * one on makes the next start or `npm run migrate` run the migrations it needs, on a fresh or an existing database.
 */

/**
 * Medusa's inventory and stock-location modules (multi-warehouse): stock per variant and location, reservations made
 * at cart completion, and the admin routes for inventory items, location levels, reservations, stock locations and
 * variant inventory. They share the store's PostgreSQL connection; their migrations run with `medusa migrations run`.
 * Their stock check runs in the caller's transaction (src/services/product-variant-inventory.ts): Medusa's own opens a
 * second pooled connection inside a cart completion, and concurrent checkouts then exhaust the pool and hang.
 */
const STOCK_MODULES = {
  inventoryService: { resolve: "@medusajs/inventory" },
  stockLocationService: { resolve: "@medusajs/stock-location" },
}

/**
 * Medusa feature flags. `tax_inclusive_pricing` is what POST /admin/currencies/:code needs; it adds an `includes_tax`
 * setting (false by default) to currencies, regions, price lists and shipping options. The seed sets it for the EU
 * regions (Denmark, Europe), their currencies and shipping: consumers there see prices including VAT
 * (docs/payments.md, "Prices and VAT"); elsewhere prices and totals stay tax-exclusive. The admin's usage analytics would ask every new staff user for
 * consent and report to a third party: off. `product_categories` groups the catalogue (store and admin routes, the
 * back office's category pages).
 */
const FEATURE_FLAGS = { analytics: false, tax_inclusive_pricing: true, product_categories: true }

module.exports = { STOCK_MODULES, FEATURE_FLAGS }
