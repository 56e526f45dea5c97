import type Medusa from "@medusajs/medusa-js"
import type { Region } from "../../machines/cart/cart.types"
import { normalised } from "./errors"

/** `GET /store/regions`. */
export function createRegionsApi(client: Pick<Medusa, "regions">) {
  return {
    list: async () => (await normalised(() => client.regions.list())).regions as unknown as Region[],
  }
}
