import { beforeEach, describe, expect, it } from "vitest"
import {
  CART_ID_STORAGE_KEY,
  clearCustomerStorage,
  COMPLETION_STORAGE_KEY,
  createCartIdStorage,
  createCompletionKeyStorage,
} from "../../src/lib/storage"

describe("cart id storage", () => {
  beforeEach(() => localStorage.clear())

  it("keeps the cart id under the one fixed key", () => {
    const storage = createCartIdStorage("cus_a", localStorage)
    expect(storage.read()).toBeNull()
    storage.write("cart_1")
    expect(localStorage.getItem(CART_ID_STORAGE_KEY)).toBe("cart_1")
    expect(storage.read()).toBe("cart_1")
    storage.clear()
    expect(storage.read()).toBeNull()
    expect(localStorage.length).toBe(0)
  })

  it("never hands one customer's cart id to another customer", () => {
    createCartIdStorage("cus_a", localStorage).write("cart_of_a")
    expect(createCartIdStorage("cus_b", localStorage).read()).toBeNull()
    expect(createCartIdStorage("cus_a", localStorage).read()).toBe("cart_of_a")
  })

  it("ignores a cart id stored without an owner (left by an older version)", () => {
    localStorage.setItem(CART_ID_STORAGE_KEY, "cart_unknown")
    expect(createCartIdStorage("cus_a", localStorage).read()).toBeNull()
  })

  it("treats an unusable storage as empty", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied")
      },
      setItem: () => {
        throw new Error("quota")
      },
      removeItem: () => {
        throw new Error("denied")
      },
    }
    const storage = createCartIdStorage("cus_a", broken)
    expect(storage.read()).toBeNull()
    expect(() => storage.write("c")).not.toThrow()
    expect(() => storage.clear()).not.toThrow()
    expect(createCompletionKeyStorage(broken).read("c")).toBeUndefined()
    expect(() => clearCustomerStorage(broken)).not.toThrow()
  })
})

describe("completion key storage", () => {
  beforeEach(() => localStorage.clear())

  it("answers the key only for the cart it was written for", () => {
    const keys = createCompletionKeyStorage(localStorage)
    keys.write("cart_1", "key_1")
    expect(keys.read("cart_1")).toBe("key_1")
    expect(keys.read("cart_2")).toBeUndefined()
    keys.clear()
    expect(keys.read("cart_1")).toBeUndefined()
  })

  it("treats unreadable contents as no key", () => {
    localStorage.setItem(COMPLETION_STORAGE_KEY, "{not json")
    expect(createCompletionKeyStorage(localStorage).read("cart_1")).toBeUndefined()
  })
})

describe("sign-out", () => {
  it("leaves none of the customer's keys in local storage", () => {
    localStorage.clear()
    localStorage.setItem("unrelated", "kept")
    createCartIdStorage("cus_a", localStorage).write("cart_1")
    createCompletionKeyStorage(localStorage).write("cart_1", "key_1")
    clearCustomerStorage(localStorage)
    expect(Object.keys({ ...localStorage })).toEqual(["unrelated"])
  })
})
