import type Medusa from "@medusajs/medusa-js"
import type { ShippingOption } from "../../machines/cart/cart.types"
import { normalised } from "./errors"

/** `GET /store/shipping-options?region_id=`. */
export function createShippingOptionsApi(client: Pick<Medusa, "shippingOptions">) {
  return {
    listForRegion: async (regionId: string) =>
      (await normalised(() => client.shippingOptions.list({ region_id: regionId }))).shipping_options as unknown as ShippingOption[],
  }
}
