import { approvalFreeze } from "./approval-freeze"
import { cardPayment } from "./card-payment"
import { cartCodes } from "./cart-codes"
import { cartLimits } from "./cart-limits"
import { cartOwner } from "./cart-owner"
import { cartTurn } from "./cart-turn"
import type { Guard } from "./guard"
import { lineWithPayment } from "./line-with-payment"
import { mayBuy } from "./may-buy"
import type { GuardName } from "./order"
import { paymentChoice } from "./payment-choice"
import { recipientNamed } from "./recipient-named"
import { spendingApproval } from "./spending-approval"
import { stockWrite } from "./stock-write"

/** Every guard a route may declare, by name (their one order: ./order.ts). */
export const GUARDS: Record<GuardName, Guard> = {
  cartOwner,
  cartTurn,
  mayBuy,
  cartLimits,
  recipientNamed,
  approvalFreeze,
  spendingApproval,
  paymentChoice,
  cardPayment,
  lineWithPayment,
  cartCodes,
  stockWrite,
}
