import { describe, expect, it } from "vitest"
import { CART_ID_STORAGE_KEY, createCartIdStorage } from "../../src/lib/storage"

describe("cart id storage", () => {
  it("keeps the cart id under the one fixed key", () => {
    localStorage.clear()
    const storage = createCartIdStorage(localStorage)
    expect(storage.read()).toBeNull()
    storage.write("cart_1")
    expect(localStorage.getItem(CART_ID_STORAGE_KEY)).toBe("cart_1")
    expect(localStorage.length).toBe(1)
    expect(storage.read()).toBe("cart_1")
    storage.clear()
    expect(storage.read()).toBeNull()
    expect(localStorage.length).toBe(0)
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
    const storage = createCartIdStorage(broken)
    expect(storage.read()).toBeNull()
    expect(() => storage.write("c")).not.toThrow()
    expect(() => storage.clear()).not.toThrow()
  })
})
