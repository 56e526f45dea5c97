import type Medusa from "@medusajs/medusa-js"
import type { Cart, CartUpdate, PlacedOrder } from "../../machines/cart/cart.types"
import { normaliseError, normalised } from "./errors"

type CommerceClient = Pick<Medusa, "carts">
const IDEMPOTENCY_HEADER = "Idempotency-Key"

/**
 * Cart calls of the commerce client (seed section 7). Every call answers the full cart (the cart
 * holder replaces its cart with it) and rejects with a normalised ApiError.
 */
export function createCartsApi(client: CommerceClient) {
  /** Idempotency keys the server gave a failed completion, reused by the next attempt for that cart. */
  const completionKeys = new Map<string, string>()
  const cartOf = async (call: Promise<{ cart: unknown }>) => (await normalised(() => call)).cart as Cart

  return {
    create: (regionId: string) => cartOf(client.carts.create({ region_id: regionId })),
    retrieve: (cartId: string) => cartOf(client.carts.retrieve(cartId)),
    update: (cartId: string, update: CartUpdate) => cartOf(client.carts.update(cartId, update as never)),
    addShippingMethod: (cartId: string, optionId: string) => cartOf(client.carts.addShippingMethod(cartId, { option_id: optionId })),
    /** medusa-js sends a fresh Idempotency-Key with this POST because retries are on. */
    createPaymentSessions: (cartId: string) => cartOf(client.carts.createPaymentSessions(cartId)),
    setPaymentSession: (cartId: string, providerId: string) => cartOf(client.carts.setPaymentSession(cartId, { provider_id: providerId })),
    addLineItem: (cartId: string, variantId: string, quantity: number) =>
      cartOf(client.carts.lineItems.create(cartId, { variant_id: variantId, quantity })),
    updateLineItem: (cartId: string, lineId: string, quantity: number) => cartOf(client.carts.lineItems.update(cartId, lineId, { quantity })),
    removeLineItem: (cartId: string, lineId: string) => cartOf(client.carts.lineItems.delete(cartId, lineId)),
    /**
     * Completes the cart; answers the order (Medusa's answer carries it with its items and totals). A completion that failed after the server answered with an Idempotency-Key
     * is retried with that same key, so the server resumes the same attempt instead of starting anew.
     */
    complete: async (cartId: string): Promise<{ orderId: string; order: PlacedOrder }> => {
      const key = completionKeys.get(cartId)
      try {
        const result = (await client.carts.complete(cartId, key ? { [IDEMPOTENCY_HEADER]: key } : {})) as unknown as {
          type: string
          data: PlacedOrder
        }
        completionKeys.delete(cartId)
        if (result.type !== "order") throw new Error(`Cart ${cartId} was not completed into an order (${result.type})`)
        return { orderId: result.data.id, order: result.data }
      } catch (error) {
        const normalisedError = normaliseError(error)
        const serverKey = normalisedError.headers["idempotency-key"]
        if (serverKey) completionKeys.set(cartId, serverKey)
        throw normalisedError
      }
    },
  }
}

/** The carts API type. */
export type CartsApi = ReturnType<typeof createCartsApi>
