/** The one stock location of the demo store, serving the default sales channel. */
export const STOCK_LOCATION = {
  name: "Copenhagen laboratory",
  address: { address_1: "Blegdamsvej 9", city: "Copenhagen", postal_code: "2100", country_code: "dk" },
}

/** Units of every catalogue variant on hand at the stock location when the seed creates its stock. */
export const SEEDED_STOCK_PER_VARIANT = 10000
