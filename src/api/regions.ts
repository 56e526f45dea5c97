import type Medusa from "@medusajs/medusa-js"
import type { Region } from "../../machines/cart/cart.types"
import { answerOf } from "./answer"

/** `GET /store/regions`. */
export function createRegionsApi(client: Pick<Medusa, "regions">) {
  return {
    list: async () => (await answerOf<{ regions: Region[] }>(() => client.regions.list())).regions,
  }
}
