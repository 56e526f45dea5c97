/** What one seed run created: all zero when the data was already there. */
export type SeedReport = { regions: number; shippingOptions: number; products: number; users: number; extra: Record<string, number> }
