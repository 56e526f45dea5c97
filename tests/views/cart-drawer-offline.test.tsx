import { act, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { CartDrawerHost } from "../../src/features/cart/cart-drawer-host"
import { CartProvider, useShowAddedItem, type CartActorRef } from "../../src/session/cart-context"
import { renderView } from "../support/render-view"

// The drawer's chunk cannot be fetched (the shopper went offline after the page loaded).
vi.mock("../../src/features/cart/cart-drawer", () => {
  throw new Error("Failed to fetch dynamically imported module")
})

let showAdded: ReturnType<typeof useShowAddedItem> = () => undefined
function Shop() {
  showAdded = useShowAddedItem()
  return <p>Products</p>
}

describe("the cart drawer without its code", () => {
  it("says in short that the item was added, then goes away", async () => {
    renderView(
      <CartProvider cart={{} as CartActorRef}>
        <CartDrawerHost>
          <Shop />
        </CartDrawerHost>
      </CartProvider>
    )
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      act(() => showAdded({ name: "EEG kit", variantTitle: null, quantity: 1, thumbnail: null, opener: null }))
      expect(await screen.findByRole("status")).toHaveTextContent("Added to your cart")
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5_000)
      })
      expect(screen.queryByRole("status")).not.toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })
})
