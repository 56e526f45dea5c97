import { z } from "zod"
import { STORE_LOCALES } from "../locales"

/** Queries of the store's own customer routes (the storefront's API client builds them; no form shares them). */

/** GET /store/user/products */
export const userProductsQuery = z.object({
  region_id: z.string().min(1).max(100).optional(),
  locale: z.enum(STORE_LOCALES).default("en"),
  /** Search words (titles, categories, collections, descriptions; typos tolerated); blank: every product. */
  q: z.string().max(100).optional(),
})

/** GET /store/featured-products */
export const featuredProductsQuery = z.object({ locale: z.enum(STORE_LOCALES).default("en"), region_id: z.string().min(1).max(100).optional() }).strict()

/** GET /store/orders: one of id or display_id */
export const orderLookupQuery = z
  .object({
    id: z.string().min(1).max(100).optional(),
    display_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .refine((q) => q.id !== undefined || q.display_id !== undefined, { message: "give id or display_id", path: ["id"] })

/** GET /store/orders/list */
export const ordersListQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
})

/** GET /store/shipping-option-names */
export const shippingOptionNamesQuery = z.object({ locale: z.enum(STORE_LOCALES) }).strict()
