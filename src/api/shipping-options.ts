import type Medusa from "@medusajs/medusa-js"
import type { ShippingOption } from "../../machines/cart/cart.types"
import { answerOf } from "./answer"

/** `GET /store/shipping-options?region_id=`. */
export function createShippingOptionsApi(client: Pick<Medusa, "shippingOptions">) {
  return {
    listForRegion: async (regionId: string) =>
      (await answerOf<{ shipping_options: ShippingOption[] }>(() => client.shippingOptions.list({ region_id: regionId }))).shipping_options,
  }
}
