import type { SeedReport } from "./seed-report"
import { CARD_PROVIDER, INVOICE_PROVIDER, regionTakesCards } from "../domain/payment-choice"
import { stripeConfigured } from "../payments/stripe-settings"
import type { MedusaContainer } from "@medusajs/medusa"
import type {
  CurrencyService,
  ProductService,
  ProductVariantService,
  RegionService,
  SalesChannelService,
  ShippingOptionService,
  ShippingProfileService,
  StoreService,
  UserService,
} from "@medusajs/medusa"
import { CATALOGUE, type ProductSeed } from "./catalogue"
import { seedDemoIdentities } from "./demo-identities"
import { REGIONS, STANDARD_SHIPPING, type RegionSeed } from "./regions"
import { seedDemoClinics } from "./seed-clinics"
import { seedProductAudiences } from "./product-audiences"
import { seedStock } from "./stock"
import { SEEDED_STOCK_PER_VARIANT } from "./warehouse"
import { seedProductCategories } from "./product-categories"
import { seedProductImages } from "./product-images"
import { seedShippingOptionNames } from "./shipping-option-names"
import { seedDemoDiscount } from "./discounts"
import { seedReturnReasons } from "./return-reasons"
import { seedProductTexts } from "./product-texts"

/**
 * Bumped whenever the seed gains data, so `npm start` seeds an existing database again (idempotently).
 * @public read from dist/ by backend/scripts/stack/backend.mjs
 */
export const SEED_VERSION = "12"
const STORE_NAME = "Clinic Store"
const STAFF_EMAIL = "admin@example.com"
const STAFF_PASSWORD = "supersecret"


/** A later part of the seed (clinics, identities, audiences, categories, images) that runs after the catalogue. */
type SeedStep = (container: MedusaContainer, report: SeedReport) => Promise<void>

/** Later parts of the seed, run in order after the catalogue and staff; each must be idempotent. */
const LATER_STEPS: SeedStep[] = [
  seedStock,
  seedDemoClinics,
  seedProductAudiences,
  seedDemoIdentities,
  seedProductCategories,
  seedProductImages,
  seedShippingOptionNames,
  seedProductTexts,
  seedDemoDiscount,
  seedReturnReasons,
]

async function seedStoreSettings(container: MedusaContainer): Promise<void> {
  const storeService = container.resolve<StoreService>("storeService")
  const store = await storeService.retrieve({ relations: ["currencies"] })
  const have = new Set(store.currencies.map((c) => c.code))
  for (const code of new Set(REGIONS.map((r) => r.currency_code))) {
    if (!have.has(code)) await storeService.addCurrency(code)
  }
  if (store.name !== STORE_NAME || store.default_currency_code !== "usd") {
    await storeService.update({ name: STORE_NAME, default_currency_code: "usd" })
  }
}

/** Invoice everywhere; the card too where the card provider is configured and the region takes cards. */
function regionPaymentProviders(seed: RegionSeed): string[] {
  return stripeConfigured() && regionTakesCards(seed) ? [INVOICE_PROVIDER, CARD_PROVIDER] : [INVOICE_PROVIDER]
}

/** A region seeded before the card provider was configured gets it (never removed: the back office decides then). */
async function addCardProvider(regionService: RegionService, regionId: string, seed: RegionSeed): Promise<void> {
  const wanted = regionPaymentProviders(seed)
  if (!wanted.includes(CARD_PROVIDER)) return
  const region = await regionService.retrieve(regionId, { relations: ["payment_providers"] })
  const have = region.payment_providers.map((provider) => provider.id)
  if (have.includes(CARD_PROVIDER)) return
  await regionService.update(regionId, { payment_providers: [...have, CARD_PROVIDER] })
}

async function seedRegion(container: MedusaContainer, seed: RegionSeed, report: SeedReport): Promise<void> {
  const regionService = container.resolve<RegionService>("regionService")
  const shippingOptionService = container.resolve<ShippingOptionService>("shippingOptionService")
  const profileService = container.resolve<ShippingProfileService>("shippingProfileService")
  let [region] = await regionService.list({ name: seed.name })
  if (!region) {
    region = await regionService.create({
      name: seed.name,
      currency_code: seed.currency_code,
      tax_rate: seed.tax_rate,
      countries: seed.countries,
      payment_providers: regionPaymentProviders(seed),
      fulfillment_providers: ["manual"],
      includes_tax: seed.includes_tax,
    } as never)
    report.regions++
  } else {
    await addCardProvider(regionService, region.id, seed)
  }
  // Prices are stored per currency, and Medusa reads a currency price as tax-inclusive from the currency's setting.
  if (seed.includes_tax) await container.resolve<CurrencyService>("currencyService").update(seed.currency_code, { includes_tax: true })
  const options = await shippingOptionService.list({ region_id: region.id, is_return: false })
  if (!options.some((o) => o.name === STANDARD_SHIPPING)) {
    const profile = await profileService.retrieveDefault()
    await shippingOptionService.create({
      name: STANDARD_SHIPPING,
      region_id: region.id,
      profile_id: profile!.id,
      provider_id: "manual",
      data: { id: "manual-fulfillment" },
      price_type: "flat_rate",
      amount: seed.shipping_amount,
      includes_tax: seed.includes_tax,
      is_return: false,
    } as never)
    report.shippingOptions++
  }
}

async function seedProduct(container: MedusaContainer, seed: ProductSeed, report: SeedReport): Promise<void> {
  const productService = container.resolve<ProductService>("productService")
  const variantService = container.resolve<ProductVariantService>("productVariantService")
  const profileService = container.resolve<ShippingProfileService>("shippingProfileService")
  const channelService = container.resolve<SalesChannelService>("salesChannelService")
  const [existing] = await productService.list({ handle: seed.handle })
  if (existing) return
  const channel = await channelService.retrieveDefault()
  const product = await productService.create({
    title: seed.title,
    subtitle: seed.subtitle,
    handle: seed.handle,
    description: seed.description,
    status: "published" as never,
    discountable: true,
    options: [{ title: seed.option }],
    sales_channels: [{ id: channel.id }],
  })
  const profile = await profileService.retrieveDefault()
  await profileService.addProducts(profile!.id, product.id)
  const optionId = product.options[0].id
  await variantService.create(
    product.id,
    seed.variants.map((variant) => ({
      title: variant.title,
      sku: variant.sku,
      inventory_quantity: SEEDED_STOCK_PER_VARIANT,
      manage_inventory: true,
      allow_backorder: false,
      prices: Object.entries(variant.prices).map(([currency_code, amount]) => ({ currency_code, amount })),
      options: [{ option_id: optionId, value: variant.title }],
    }))
  )
  report.products++
}

async function seedStaff(container: MedusaContainer, report: SeedReport): Promise<void> {
  const userService = container.resolve<UserService>("userService")
  const [user] = await userService.list({ email: STAFF_EMAIL })
  if (user) return
  await userService.create({ email: STAFF_EMAIL, role: "admin" as never, first_name: "Store", last_name: "Staff" }, STAFF_PASSWORD)
  report.users++
}

/** Seeds the store idempotently: a second run creates nothing and reports zeros. */
export async function seedStore(container: MedusaContainer): Promise<SeedReport> {
  const report: SeedReport = { regions: 0, shippingOptions: 0, products: 0, users: 0, extra: {} }
  await seedStoreSettings(container)
  for (const region of REGIONS) await seedRegion(container, region, report)
  for (const product of CATALOGUE) await seedProduct(container, product, report)
  await seedStaff(container, report)
  for (const step of LATER_STEPS) await step(container, report)
  const storeService = container.resolve<StoreService>("storeService")
  await storeService.update({ metadata: { seed_version: SEED_VERSION } } as never)
  return report
}
