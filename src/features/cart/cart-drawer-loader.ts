/**
 * The cart drawer's code, loaded on demand (never with the first page's JavaScript): fetched when a shopper points
 * at or focuses an "Add to cart" button, and at the latest when the item is being added, so it is there before
 * Medusa answers. A failed fetch is forgotten, so the next attempt fetches again.
 */
let drawer: Promise<typeof import("./cart-drawer")> | undefined

export function loadCartDrawer(): Promise<typeof import("./cart-drawer")> {
  drawer ??= import("./cart-drawer").catch((error: unknown) => {
    drawer = undefined
    throw error
  })
  return drawer
}
