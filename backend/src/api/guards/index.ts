import { answerCompressed } from "./answer-compressed"
import { editPaidTheCustomersWay } from "./edit-paid-the-customers-way"
import { giftCardCode } from "./gift-card-code"
import { namesAtMostMax } from "./names-at-most-max"
import { orderEditOwner } from "./order-edit-owner"
import { paymentCollectionOwner } from "./payment-collection-owner"
import { paymentStandingAnswer } from "./payment-standing-answer"
import { queriesCounted } from "./queries-counted"
import { returnable } from "./returnable"
import { servedCountry } from "./served-country"
import { swapOwner } from "./swap-owner"
import { swapReturnable } from "./swap-returnable"
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
  queriesCounted,
  answerCompressed,
  paymentStandingAnswer,
  cartOwner,
  orderEditOwner,
  paymentCollectionOwner,
  swapOwner,
  giftCardCode,
  servedCountry,
  namesAtMostMax,
  cartTurn,
  returnable,
  swapReturnable,
  mayBuy,
  cartLimits,
  recipientNamed,
  approvalFreeze,
  spendingApproval,
  paymentChoice,
  editPaidTheCustomersWay,
  cardPayment,
  lineWithPayment,
  cartCodes,
  stockWrite,
}
