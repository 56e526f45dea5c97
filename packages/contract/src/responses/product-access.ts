import type { Audience } from "../clinics"

/** `GET` and `POST /admin/product-access/:productId`: who may buy the product. */
export type ProductAccess = { product_id: string; audiences: Audience[] }
