/** The one local-storage key of the current cart id (its name is fixed; the original brand name is withheld). */
export const CART_ID_STORAGE_KEY = "clinic_store_cart_id"
/** Whose cart the stored id is: the cart id is only ever used for the customer it belongs to. */
const CART_OWNER_STORAGE_KEY = "clinic_store_cart_owner"
/** The idempotency key of a cart completion under way, so a reload resumes the same attempt. */
export const COMPLETION_STORAGE_KEY = "clinic_store_cart_completion"

/** Every key the store writes for a signed-in customer; sign-out removes them all. */
const CUSTOMER_STORAGE_KEYS = [CART_ID_STORAGE_KEY, CART_OWNER_STORAGE_KEY, COMPLETION_STORAGE_KEY] as const

/** Where the cart machine keeps its cart id. */
export interface CartIdStorage {
  read(): string | null
  write(cartId: string): void
  clear(): void
}

/** The idempotency key of one cart's completion, kept until the order is placed. */
export interface CompletionKeyStorage {
  /** The key of this cart's completion under way, else undefined. */
  read(cartId: string): string | undefined
  write(cartId: string, key: string): void
  clear(): void
}

/** A Storage-like object (window.localStorage in the browser). */
export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">

const browserStore = (): KeyValueStore | undefined => (typeof localStorage === "undefined" ? undefined : localStorage)

/** A store in memory, for places without local storage (Node). */
export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>()
  return { getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v), removeItem: (k) => void values.delete(k) }
}

/** Storage failures (private mode, quota) are swallowed: the flow then simply makes a new cart. */
function safely<T>(fallback: T, action: () => T): T {
  try {
    return action()
  } catch {
    return fallback
  }
}

/**
 * Cart id storage over `localStorage` under {@link CART_ID_STORAGE_KEY}, for one customer: a stored id that
 * another customer left (a shared computer) is never read back.
 */
export function createCartIdStorage(customerId: string, store: KeyValueStore | undefined = browserStore()): CartIdStorage {
  return {
    read: () => safely(null, () => (store?.getItem(CART_OWNER_STORAGE_KEY) === customerId ? store.getItem(CART_ID_STORAGE_KEY) || null : null)),
    write: (cartId) =>
      safely(undefined, () => {
        store?.setItem(CART_ID_STORAGE_KEY, cartId)
        store?.setItem(CART_OWNER_STORAGE_KEY, customerId)
      }),
    clear: () => clearCustomerStorage(store),
  }
}

/** Completion keys over `localStorage` under {@link COMPLETION_STORAGE_KEY}: one cart's completion at a time. */
export function createCompletionKeyStorage(store: KeyValueStore | undefined = browserStore() ?? memoryStore()): CompletionKeyStorage {
  return {
    read: (cartId) =>
      safely(undefined, () => {
        const stored = JSON.parse(store?.getItem(COMPLETION_STORAGE_KEY) ?? "null") as { cartId?: unknown; key?: unknown } | null
        return stored?.cartId === cartId && typeof stored.key === "string" ? stored.key : undefined
      }),
    write: (cartId, key) => safely(undefined, () => store?.setItem(COMPLETION_STORAGE_KEY, JSON.stringify({ cartId, key }))),
    clear: () => safely(undefined, () => store?.removeItem(COMPLETION_STORAGE_KEY)),
  }
}

/** Removes everything the store kept in local storage for the signed-in customer (sign-out, session ended). */
export function clearCustomerStorage(store: KeyValueStore | undefined = browserStore()): void {
  safely(undefined, () => CUSTOMER_STORAGE_KEYS.forEach((key) => store?.removeItem(key)))
}
