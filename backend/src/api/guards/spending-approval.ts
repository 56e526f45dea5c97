import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import type { ApprovalRequiredError } from "@clinic-store/contract"
import { formatMoney } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { limitsApply } from "../../domain/spending-limits"
import { releaseClaim, takeClaim } from "../../persistence/cart-completion-claim"
import type SpendingLimitService from "../../services/spending-limit"
import { toApiError } from "../http/api-error"
import { whenAnswered } from "../http/when-answered"
import { callerOf } from "../pipeline/caller"
import { cartOf, formFor, type Guard } from "./guard"

/**
 * The message of a refused completion, naming the limit and the figures, each amount in its own currency: the cart's
 * total in the cart's, the limit and the month's spend in the clinic's (never converted, never re-labelled).
 */
function approvalMessage(body: Omit<ApprovalRequiredError, "type" | "message">): string {
  const total = formatMoney(body.total, body.cart_currency_code)
  const money = (amount: number) => formatMoney(amount, body.currency_code)
  return body.limit === "per_order"
    ? `approval_required: this order (${total}) is over your limit per order (${money(body.limit_amount)}); ask your clinic's owner or an admin for approval`
    : `approval_required: this order (${total}) with this month's spend (${money(body.month_spend)}) is over your monthly limit (${money(body.limit_amount)}); ask your clinic's owner or an admin for approval`
}

/** A claim on a member's spending older than this belongs to a completion that died with its instance. */
const SPEND_CLAIM_SECONDS = 120
/** How long a member's second completion waits for the first, and how often it looks. */
const SPEND_WAIT_MS = 60_000
const SPEND_POLL_MS = 100

/**
 * Claims the member's spending for one completion at a time (a row of `cart_completion_claim` keyed by the customer),
 * so that two carts completed at once are checked one after the other against the month's spend; false after waiting.
 */
async function claimSpending(db: Pick<EntityManager, "query">, customerId: string): Promise<boolean> {
  const key = `spending:${customerId}`
  const deadline = Date.now() + SPEND_WAIT_MS
  for (;;) {
    if (await takeClaim(db, key, SPEND_CLAIM_SECONDS)) return true
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, SPEND_POLL_MS))
  }
}

/** Releases the member's spending claim once the completion's answer is written (the order then counts in the spend). */
function releaseSpendingWhenAnswered(db: Pick<EntityManager, "query">, res: MedusaResponse, customerId: string): void {
  whenAnswered(res, () => {
    releaseClaim(db, `spending:${customerId}`).catch(() => undefined)
  })
}

/**
 * A clinic member cannot place a cart over their spending limits: 403 `approval_required` naming the limit. A member
 * with limits completes one cart at a time, so carts completed at once cannot together go over the monthly limit.
 */
async function requireApprovalOverLimit(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): Promise<void> {
  try {
    const customerId = callerOf(req).customerId
    const manager = req.scope.resolve<EntityManager>("manager")
    const { cart, caller } = await cartOf(req)
    // An unknown cart goes on to Medusa's own 404; a placed one to Medusa, which answers its order again.
    if (!customerId || !cart || cart.completed_at) return next()
    // Only a member with a limit set is checked (owners, admins, members without limits place their carts).
    if (!caller?.member_role || !limitsApply(caller.member_role, caller)) return next()
    const limits = req.scope.resolve<SpendingLimitService>("spendingLimitService")
    if (!(await claimSpending(manager, customerId))) {
      res.status(409).json({ type: "conflict", message: "Another of your orders is being placed; try again in a moment" })
      return
    }
    releaseSpendingWhenAnswered(manager, res, customerId)
    const check = await limits.checkCart(customerId, req.params.id)
    if (!check?.exceeded) return next()
    const figures = {
      limit: check.exceeded.limit,
      limit_amount: check.exceeded.limit_amount,
      total: check.cart.total,
      month_spend: check.month_spend,
      currency_code: check.clinic_currency,
      cart_currency_code: check.cart.region.currency_code,
    }
    const body: ApprovalRequiredError = { type: "approval_required", message: approvalMessage(figures), ...figures }
    res.status(403).json(body)
  } catch (error) {
    next(toApiError(error) ?? error)
  }
}

/** The spending limits of a clinic member, on the completion only. */
export const spendingApproval: Guard = (route) => formFor("spendingApproval", route, { "POST /store/carts/:id/complete": requireApprovalOverLimit })
