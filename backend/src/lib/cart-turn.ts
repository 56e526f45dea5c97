import { ConflictError } from "../domain/errors"
import { releaseClaim, takeClaim } from "../persistence/cart-completion-claim"
import type { Db } from "../persistence/db"

/** A turn older than this belongs to a request that died with its instance; it may be taken over. */
const CART_TURN_SECONDS = 120
/** How long a request waits for the cart's turn, and how often it looks. */
const WAIT_MS = 60_000
const POLL_MS = 100

/**
 * Waits for the cart's turn (a row of `cart_completion_claim` keyed by the cart, so every instance sees it): true once
 * taken, false after waiting WAIT_MS. Whoever takes it gives it back with `releaseClaim`.
 */
export async function waitForCartTurn(db: Db, cartId: string): Promise<boolean> {
  const deadline = Date.now() + WAIT_MS
  while (!(await takeClaim(db, cartId, CART_TURN_SECONDS))) {
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  return true
}

/**
 * Runs `work` in the cart's turn: every write to a cart's contents (lines, order again, asking and giving approval,
 * completing it) takes it, so a rule checked in the turn holds for what the write or completion does (409 when
 * the turn does not come).
 */
export async function inCartTurn<T>(db: Db, cartId: string, work: () => Promise<T>): Promise<T> {
  if (!(await waitForCartTurn(db, cartId))) throw new ConflictError("This cart is being changed by another request; try again in a moment")
  try {
    return await work()
  } finally {
    await releaseClaim(db, cartId).catch(() => undefined)
  }
}
