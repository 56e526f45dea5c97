/**
 * Captures docs/screenshots/<screen>.png of the built storefront (served by `vite preview`) in Chromium,
 * with the backend answered by a small in-page mock (route interception), so every screen can be shown
 * with data. Usage: STORE_URL=http://localhost:8016 BACKEND_URL=http://localhost:9016 node docs/screenshots/capture.mjs
 */
import { chromium } from "playwright-core"
import { createRequire } from "node:module"
import path from "node:path"
import { fileURLToPath } from "node:url"

const here = path.dirname(fileURLToPath(import.meta.url))
const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js")
const serious = []
const store = process.env.STORE_URL ?? "http://localhost:8016"
const backend = process.env.BACKEND_URL ?? "http://localhost:9016"

const address = { first_name: "Olivia", last_name: "Owner", company: "North Clinic", address_1: "Nørregade 1", address_2: null, city: "København", province: null, postal_code: "1165", country_code: "dk", phone: "+45 11 22 33 44" }
const clinic = { id: "clinic_1", name: "North Epilepsy Clinic", type: "Epilepsy Clinic", status: "approved", billing_email: "billing@north.example", billing_address: address }
const customer = { id: "cus_owner", email: "owner@example.com", first_name: "Olivia", last_name: "Owner", billing_address: address, shipping_addresses: [], metadata: {}, clinic, clinic_role: "owner", application_status: "approved", two_factor_enabled: true }
const region = { id: "reg_dk", name: "Denmark", currency_code: "dkk", tax_rate: 25, countries: [{ iso_2: "dk" }] }
const products = [
  { id: "prod_eeg", handle: "home-eeg-kit", title: "Home EEG kit", description: "72-hour ambulatory EEG recording kit with electrodes and instructions.", thumbnail: null, variants: [{ id: "var_eeg", prices: [{ amount: 125000, currency_code: "dkk" }] }] },
  { id: "prod_aed", handle: "aed-level-panel", title: "Anti-seizure drug level panel", description: "Blood levels of common anti-seizure medicines, from a dried blood spot.", thumbnail: null, variants: [{ id: "var_aed", prices: [{ amount: 89000, currency_code: "dkk" }] }] },
  { id: "prod_gen", handle: "epilepsy-gene-panel", title: "Epilepsy gene panel", description: "Next-generation sequencing of 300+ epilepsy-related genes.", thumbnail: null, variants: [{ id: "var_gen", prices: [{ amount: 450000, currency_code: "dkk" }] }] },
]
const items = [
  { id: "item_1", title: "Home EEG kit", quantity: 2, unit_price: 125000, variant_id: "var_eeg" },
  { id: "item_2", title: "Anti-seizure drug level panel", quantity: 1, unit_price: 89000, variant_id: "var_aed" },
]
const cart = {
  id: "cart_1", region_id: "reg_dk", region, email: "billing@north.example", billing_address: address, shipping_address: address, items,
  shipping_methods: [{ id: "sm_1", shipping_option_id: "so_1", price: 5000, shipping_option: { name: "Standard shipping" } }],
  payment_sessions: [{ provider_id: "manual" }], payment_session: { provider_id: "manual", data: {} }, completed_at: null,
}
const order = (n, extra = {}) => ({
  id: `order_${n}`, display_id: n, created_at: new Date(Date.UTC(2026, 10, 21 - (1024 - n))).toISOString(), currency_code: "dkk", total: 435000 + n * 100,
  payment_status: n % 3 ? "captured" : "awaiting", fulfillment_status: n % 2 ? "shipped" : "not_fulfilled", ...extra,
})
const detailed = order(1024, {
  items, payment_status: "captured", fulfillment_status: "shipped",
  lab_orders: [
    { id: "labord_1", line_item_id: "item_1", status: "results_ready", updated_at: "2026-11-20T09:00:00Z" },
    { id: "labord_2", line_item_id: "item_1", status: "in_analysis", updated_at: "2026-11-19T09:00:00Z" },
    { id: "labord_3", line_item_id: "item_2", status: "kit_sent", updated_at: "2026-11-18T09:00:00Z" },
  ],
})
const members = [
  { id: "cmem_1", customer_id: "cus_owner", email: "owner@example.com", first_name: "Olivia", last_name: "Owner", role: "owner" },
  { id: "cmem_2", customer_id: "cus_admin", email: "admin@example.com", first_name: "Adam", last_name: "Admin", role: "admin" },
  { id: "cmem_3", customer_id: "cus_member", email: "member@example.com", first_name: "Mia", last_name: "Member", role: "member" },
]
const invites = [
  { id: "inv_1", to: "new.colleague@example.com", status: "awaiting", clinic_id: "clinic_1", clinic_name: clinic.name, created_at: "2026-11-20T10:00:00Z" },
  { id: "inv_2", to: "nurse@example.com", status: "approved", clinic_id: "clinic_1", clinic_name: clinic.name, created_at: "2026-11-12T10:00:00Z" },
]

/** The mocked backend: answers by method and path; `who` decides the signed-in customer. */
function answer(who, method, url) {
  const p = url.pathname
  if (p === "/idp/me") return who ? { user: { id: "idp_1", email: who.email, first_name: who.first_name, last_name: who.last_name, two_factor_enabled: who.two_factor_enabled } } : { user: null }
  if (p.startsWith("/idp/")) return [401, { type: "unauthorized", message: "no session" }]
  if (p === "/store/user/me") return who ? { customer: who } : [401, { type: "unauthorized", message: "Unauthorized" }]
  if (p === "/store/regions") return { regions: [region] }
  if (p === "/store/shipping-options") return { shipping_options: [{ id: "so_1", region_id: "reg_dk", name: "Standard shipping", amount: 5000 }] }
  if (p.startsWith("/store/carts")) return { cart }
  if (p === "/store/user/products/") return { products }
  if (p.startsWith("/store/user/can-purchase/")) return { product_id: p.split("/").pop(), can_purchase: true }
  if (p === "/store/orders/list") {
    const offset = Number(url.searchParams.get("offset") ?? 0)
    return { orders: Array.from({ length: 10 }, (_, i) => order(1024 - offset - i)), count: 24, offset, limit: 10 }
  }
  if (p === "/store/orders/") return { order: detailed }
  if (p.startsWith("/store/clinics/")) return { clinic: { ...clinic, members } }
  if (p === "/store/invites") return { invites: who?.clinic ? invites : [{ id: "inv_9", to: who?.email, status: "awaiting", clinic_id: "clinic_2", clinic_name: "South Fertility Clinic", created_at: "2026-11-20T10:00:00Z" }] }
  return [404, { type: "not_found", message: "mock: not found" }]
}

const shots = [
  { name: "home-signed-out", path: "/", who: null },
  { name: "login", path: "/login", who: null },
  { name: "sign-up", path: "/sign-up", who: null },
  { name: "contact", path: "/contact", who: null },
  { name: "apply", path: "/apply", who: { ...customer, clinic: null, clinic_role: null, application_status: null } },
  { name: "apply-awaiting", path: "/apply", who: { ...customer, clinic: { ...clinic, status: "awaiting" }, application_status: "awaiting" } },
  { name: "apply-rejected", path: "/apply", who: { ...customer, clinic: { ...clinic, status: "rejected" }, application_status: "rejected" } },
  { name: "products", path: "/products", who: customer },
  { name: "product", path: "/products/home-eeg-kit", who: customer },
  { name: "cart", path: "/cart", who: customer },
  { name: "checkout", path: "/checkout", who: customer },
  { name: "order-confirmed", path: "/order/confirmed/order_1024", who: customer },
  { name: "orders", path: "/orders", who: customer },
  { name: "order", path: "/orders/order_1024", who: customer },
  { name: "clinic", path: "/clinic", who: customer },
  { name: "account", path: "/account", who: customer },
  { name: "products-da", path: "/products?lang=da", who: customer },
  { name: "checkout-es", path: "/checkout?lang=es", who: customer },
]

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
})
try {
  for (const shot of shots) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.route(`${backend}/**`, async (route) => {
      const request = route.request()
      const result = answer(shot.who, request.method(), new URL(request.url()))
      const [status, body] = Array.isArray(result) ? result : [200, result]
      await route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body), headers: { "access-control-allow-origin": store, "access-control-allow-credentials": "true" } })
    })
    await page.goto(`${store}${shot.path}`)
    await page.waitForLoadState("networkidle")
    await page.waitForTimeout(600)
    await page.screenshot({ path: path.join(here, `${shot.name}.png`), fullPage: true })
    await page.addScriptTag({ path: axePath })
    const violations = await page.evaluate(async () => {
      const result = await window.axe.run(document, { resultTypes: ["violations"] })
      return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
    })
    serious.push(...violations.map((v) => `${shot.name} ${v}`))
    console.log(`captured ${shot.name}${violations.length ? ` (axe: ${violations.length} serious/critical)` : " (axe: clean)"}`)
    await context.close()
  }
} finally {
  await browser.close()
}
if (serious.length) {
  console.error(serious.join("\n"))
  process.exitCode = 1
}
