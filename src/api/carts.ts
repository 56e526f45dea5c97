import type Medusa from "@medusajs/medusa-js"
import type { Cart, CartUpdate, PlacedOrder } from "../../machines/cart/cart.types"
import { createCompletionKeyStorage, type CompletionKeyStorage } from "../lib/storage"
import { answerOf } from "./answer"
import { normaliseError, normalised } from "./errors"

type CommerceClient = Pick<Medusa, "carts" | "orders">
const IDEMPOTENCY_HEADER = "Idempotency-Key"

/** A random idempotency key (crypto.randomUUID needs a secure context; getRandomValues does not). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return `complete_${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`
}

/**
 * Whether a refused completion has ended its attempt, so the next "Place order" starts a new one and no page load
 * resumes it: any 4xx (the store refused it, e.g. 403 "needs approval", or Medusa keeps the refusal under its key,
 * e.g. 409 out of stock), except a 409 saying the cart or its key is still being worked on. Without an answer or
 * after a 5xx the attempt may still be under way and is kept.
 */
function endsTheAttempt(status: number | undefined, message: string): boolean {
  if (status === undefined || status < 400 || status >= 500) return false
  return !(status === 409 && /locked|being placed/i.test(message))
}

/**
 * Cart calls of the commerce client. Every call answers the full cart (the cart holder replaces its cart with it)
 * and rejects with a normalised ApiError.
 */
export function createCartsApi(client: CommerceClient, completionKeys: CompletionKeyStorage = createCompletionKeyStorage()) {
  const cartOf = async (call: Promise<{ cart: unknown }>) => (await normalised(() => call)).cart as Cart

  /** The order placed from this cart, when there is one (a completion whose answer was lost). */
  const placedOrder = async (cartId: string): Promise<PlacedOrder | null> => {
    try {
      return (await answerOf<{ order: PlacedOrder }>(() => client.orders.retrieveByCartId(cartId))).order
    } catch {
      return null
    }
  }

  return {
    create: (regionId: string) => cartOf(client.carts.create({ region_id: regionId })),
    retrieve: (cartId: string) => cartOf(client.carts.retrieve(cartId)),
    update: (cartId: string, update: CartUpdate) => cartOf(client.carts.update(cartId, update as never)),
    /** Every discount code the cart is to hold (the list replaces the cart's); a refused code answers 400 naming it and why. */
    applyDiscountCodes: (cartId: string, codes: string[]) => cartOf(client.carts.update(cartId, { discounts: codes.map((code) => ({ code })) })),
    setGiftCards: (cartId: string, codes: string[]) => cartOf(client.carts.update(cartId, { gift_cards: codes.map((code) => ({ code })) })),
    removeDiscountCode: (cartId: string, code: string) => cartOf(client.carts.deleteDiscount(cartId, code)),
    addShippingMethod: (cartId: string, optionId: string) => cartOf(client.carts.addShippingMethod(cartId, { option_id: optionId })),
    /** medusa-js sends a fresh Idempotency-Key with this POST because retries are on. */
    createPaymentSessions: (cartId: string) => cartOf(client.carts.createPaymentSessions(cartId)),
    setPaymentSession: (cartId: string, providerId: string) => cartOf(client.carts.setPaymentSession(cartId, { provider_id: providerId })),
    addLineItem: (cartId: string, variantId: string, quantity: number) =>
      cartOf(client.carts.lineItems.create(cartId, { variant_id: variantId, quantity })),
    updateLineItem: (cartId: string, lineId: string, quantity: number) => cartOf(client.carts.lineItems.update(cartId, lineId, { quantity })),
    removeLineItem: (cartId: string, lineId: string) => cartOf(client.carts.lineItems.delete(cartId, lineId)),
    /** Whether a completion of this cart was started and has not ended (a reload in the middle of "Place order"). */
    hasCompletionUnderWay: (cartId: string) => completionKeys.read(cartId) !== undefined,
    /**
     * Completes the cart; answers the order. Every attempt for one cart sends the same Idempotency-Key, kept in local
     * storage until the order is placed, so a retry, a second tab or a reload resumes the attempt Medusa already
     * started instead of starting anew (which Medusa refuses once the payment exists). When the answer is lost or
     * refused, the order placed from the cart, if any, is the answer.
     */
    complete: async (cartId: string): Promise<{ orderId: string; order: PlacedOrder }> => {
      const key = completionKeys.read(cartId) ?? newIdempotencyKey()
      completionKeys.write(cartId, key)
      try {
        const result = await answerOf<{ type: string; data: PlacedOrder }>(() => client.carts.complete(cartId, { [IDEMPOTENCY_HEADER]: key }))
        completionKeys.clear()
        if (result.type !== "order") throw new Error(`Cart ${cartId} was not completed into an order (${result.type})`)
        return { orderId: result.data.id, order: result.data }
      } catch (error) {
        const failure = normaliseError(error)
        const order = await placedOrder(cartId)
        if (order) {
          completionKeys.clear()
          return { orderId: order.id, order }
        }
        if (endsTheAttempt(failure.status, failure.message)) completionKeys.clear()
        // A server that names another key for this cart's attempt is followed: the next attempt sends its key.
        const serverKey = failure.headers["idempotency-key"]
        if (serverKey && serverKey !== key) completionKeys.write(cartId, serverKey)
        throw failure
      }
    },
  }
}

/** The carts API type. */
export type CartsApi = ReturnType<typeof createCartsApi>
