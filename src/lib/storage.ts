/** The one local-storage key of the current cart id (seed section 3; the original brand name is withheld). */
export const CART_ID_STORAGE_KEY = "clinic_store_cart_id"

/** Where the cart machine keeps its cart id. */
export interface CartIdStorage {
  read(): string | null
  write(cartId: string): void
  clear(): void
}

/** A Storage-like object (window.localStorage in the browser). */
type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">

/**
 * Cart id storage over `localStorage` under {@link CART_ID_STORAGE_KEY}. Storage failures (private mode,
 * quota) are swallowed: the flow then simply makes a new cart.
 */
export function createCartIdStorage(store: KeyValueStore | undefined = globalThis.localStorage): CartIdStorage {
  return {
    read: () => {
      try {
        return store?.getItem(CART_ID_STORAGE_KEY) || null
      } catch {
        return null
      }
    },
    write: (cartId) => {
      try {
        store?.setItem(CART_ID_STORAGE_KEY, cartId)
      } catch {
        /* storage unavailable */
      }
    },
    clear: () => {
      try {
        store?.removeItem(CART_ID_STORAGE_KEY)
      } catch {
        /* storage unavailable */
      }
    },
  }
}
