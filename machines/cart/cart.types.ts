import type { Address, Customer } from "../domain.types"

/** A line of the cart; only the quantity matters to the flow. */
interface LineItem {
  id: string
  quantity: number
  variant_id?: string | null
  title?: string
  unit_price?: number
  [key: string]: unknown
}

/** A payment session of the cart; the card provider keeps its client secret in `data`. */
interface PaymentSession {
  id?: string
  provider_id: string
  data?: { client_secret?: string; [key: string]: unknown } | null
  [key: string]: unknown
}

/** The cart as Medusa's store API answers it. */
export interface Cart {
  id: string
  region_id?: string | null
  email?: string | null
  shipping_address?: Address | null
  billing_address?: Address | null
  payment_session?: PaymentSession | null
  payment_sessions?: PaymentSession[] | null
  shipping_methods?: Array<{ id?: string; shipping_option_id?: string; [key: string]: unknown }> | null
  items: LineItem[]
  /** The discount codes applied to the cart (Medusa lists them with their rule). */
  discounts?: Array<{ code: string; [key: string]: unknown }> | null
  /** The gift cards redeemed on the cart (Medusa lists them with their balance); their amount is `gift_card_total`. */
  gift_cards?: Array<{ code: string; [key: string]: unknown }> | null
  completed_at?: string | Date | null
  [key: string]: unknown
}

/** A Medusa region: its currency, tax rate and countries. */
export interface Region {
  id: string
  currency_code: string
  tax_rate?: number | null
  countries: Array<{ iso_2: string }>
}

/** A shipping option of a region. */
export interface ShippingOption {
  id: string
  region_id: string
  [key: string]: unknown
}

/** Fields of `POST /store/carts/{id}` the storefront sets. */
export interface CartUpdate {
  email?: string
  billing_address?: Address
  shipping_address?: Address
}

/** The cart holder before any cart exists: empty id and no items. */
export const EMPTY_CART: Cart = { id: "", items: [] }

/** The order a completed cart became, as `POST /store/carts/{id}/complete` answers it. */
export interface PlacedOrder {
  id: string
  display_id?: number
  currency_code?: string
  total?: number
  items?: LineItem[]
  [key: string]: unknown
}

/** The item the shopper just added, as the cart page names it: its title and the page the add came from. */
export interface AddedItem {
  title: string
  /** The path (with its query string) of the page the item was added on; null when unknown. */
  from: string | null
}

/** Input of the cart machine: the approved customer. */
export interface CartInput {
  customer: Customer
}

/** Context of the cart machine. */
export interface CartContext {
  customer: Customer
  /** The customer's country (clinic billing address, else the customer's billing address). */
  countryCode: string | null
  region: Region | null
  cart: Cart
  /** The region's shipping options, listed once while the cart is prepared (null until listed). */
  shippingOptions: ShippingOption[] | null
  /**
   * The next cart, created and given its details in the background while the current one is prepared
   * for checkout, so completing needs no request afterwards. Null while none is ready.
   */
  nextCart: Cart | null
  /** True while the next cart is being created in the background. */
  preparingNextCart: boolean
  /** The last order placed from this cart holder. */
  orderId: string | null
  /** That order as the completion answered it (the confirmation page shows it without fetching it again). */
  order: PlacedOrder | null
  /** The item being added (ADD_ITEM until Medusa answers), null otherwise. */
  addingItem: AddedItem | null
  /** The item added last, named by the cart page the shopper is taken to; null before any and after an order. */
  lastAdded: AddedItem | null
  error: string | null
  /** Why the server refused the last discount code applied or removed (its own message naming the code), or null. */
  codeError: string | null
  /** Why the server refused the last gift card redeemed or taken off (its own message naming the code), or null. */
  giftCardError: string | null
}

/** Events the views send to the cart machine. */
export type CartEvent =
  /** Adds a variant; `title` and `from` (the page it was added on) are what the cart page then names. */
  | { type: "ADD_ITEM"; variantId: string; quantity: number; title?: string; from?: string }
  | { type: "UPDATE_ITEM"; lineId: string; quantity: number }
  | { type: "REMOVE_ITEM"; lineId: string }
  | { type: "UPDATE_CART"; update: CartUpdate }
  | { type: "SET_PAYMENT_SESSION"; providerId: string }
  | { type: "COMPLETE" }
  /** Prepares a cart that is not ready yet again (checkout sends it: a background step may have failed). */
  | { type: "PREPARE" }
  | { type: "RELOAD" }
  /** Applies a discount code to the cart (the cart's codes so far are kept). */
  | { type: "APPLY_CODE"; code: string }
  /** Removes a discount code from the cart. */
  | { type: "REMOVE_CODE"; code: string }
  /** Redeems a gift card on the cart (the cart's gift cards so far are kept). */
  | { type: "APPLY_GIFT_CARD"; code: string }
  /** Takes a gift card off the cart. */
  | { type: "REMOVE_GIFT_CARD"; code: string }
