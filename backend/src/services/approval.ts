import type { AbstractCartCompletionStrategy, CartService, EventBusService, IdempotencyKeyService } from "@medusajs/medusa"
import type { ApprovalPage, ApprovalRequest, CartApprovalCheck } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { randomUUID } from "node:crypto"
import { ConflictError, DomainError, ForbiddenError, NotFoundError } from "../domain/errors"
import { approvalView } from "../views/approval-views"
import {
  approvalPageOfClinic,
  approvalRowById,
  approvalRowsOfClinic,
  askerOfApprovalRequest,
  askerStillMember,
  claimForApproval,
  clinicIdOfApprovalRequest,
  insertApprovalRequest,
  markApproved,
  rejectPending,
  releaseApprovalClaim,
  setApprovalIdempotencyKey,
  withdrawPending,
} from "../persistence/approval-request"
import { cartOwnership } from "../persistence/cart"
import { membershipOfCustomer } from "../persistence/clinic-member"
import { isUniqueViolation } from "../persistence/db"
import { approvalSnapshot, cartLinesSnapshot, sameLines, setApprovalCartLines } from "../persistence/approval-snapshot"
import { inCartTurn } from "../lib/cart-turn"
import { emitDomainEvent } from "../lib/domain-events"
import type { CheckedCart, default as SpendingLimitService } from "./spending-limit"
import { StoreService } from "../lib/store-service"

type Dependencies = {
  eventBusService: EventBusService
  spendingLimitService: SpendingLimitService
  cartService: CartService
  idempotencyKeyService: IdempotencyKeyService
  cartCompletionStrategy: AbstractCartCompletionStrategy
}

/** An approve that claimed a request longer ago than this died with its instance: another approve may take it over. */
const CLAIM_SECONDS = 120

/** Whether Medusa's cart holds what placing an order needs: lines, a shipping address and method, a payment session. */
function readyToPlace(cart: CheckedCart): boolean {
  const chosen = cart.payment_sessions?.some((session) => session.is_selected) ?? false
  return cart.items.length > 0 && Boolean(cart.shipping_address_id) && Boolean(cart.shipping_methods?.length) && chosen
}

/**
 * Order approval: a member asks for a cart over their limits to be placed; the clinic's owner or an admin approves
 * it (the order is placed from that cart on the member's behalf, once) or rejects it with a reason. While a request is
 * open its cart is frozen (the approvalFreeze guard, api/guards/approval-freeze.ts).
 */
export default class ApprovalService extends StoreService<Dependencies> {
  /**
   * A member asks approval for their own cart: it must be over one of their limits (else 409: place it), not placed,
   * and ready to be placed; its Medusa totals and lines are recorded, with her note to the owner. Another customer's
   * cart is 404; a cart with an open request 409.
   */
  async create(customerId: string, cartId: string, note: string | null = null): Promise<ApprovalRequest> {
    const owned = await cartOwnership(this.activeManager_, cartId)
    if (!owned || owned.customer_id !== customerId) throw new NotFoundError("Cart")
    return inCartTurn(this.activeManager_, cartId, () => this.createInTurn(customerId, cartId, note))
  }

  /** Asking approval in the cart's turn: what is recorded (totals and a snapshot of the lines) is what the cart holds. */
  private async createInTurn(customerId: string, cartId: string, note: string | null): Promise<ApprovalRequest> {
    const owned = await cartOwnership(this.activeManager_, cartId)
    if (!owned || owned.completed_at) throw new ConflictError("This cart is already placed as an order")
    const check = await this.deps_.spendingLimitService.checkCart(customerId, cartId)
    if (!check?.exceeded) throw new ConflictError("This cart is within your spending limits: place the order yourself")
    if (!readyToPlace(check.cart)) throw new ConflictError("cart: add the shipping address, shipping method and payment before asking for approval")
    const { cart, exceeded } = check
    const id = `apprq_${randomUUID().replace(/-/g, "").slice(0, 26)}`
    const items = cart.items.map((item) => ({ title: item.description ? `${item.title} – ${item.description}` : item.title, quantity: item.quantity, total: item.subtotal ?? 0 }))
    await this.atomicPhase_(async (manager: EntityManager) => {
      try {
        await insertApprovalRequest(manager, {
          id,
          clinic_id: check.clinic_id,
          customer_id: customerId,
          cart_id: cartId,
          limit_kind: exceeded.limit,
          limit_amount: exceeded.limit_amount,
          currency_code: cart.region.currency_code,
          subtotal: cart.subtotal,
          shipping_total: cart.shipping_total,
          tax_total: cart.tax_total,
          discount_total: cart.discount_total,
          total: cart.total,
          items,
          month_spend: check.month_spend,
          note: note?.trim() || null,
        })
        await setApprovalCartLines(manager, id, await cartLinesSnapshot(manager, cartId))
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError("This cart is already waiting for approval")
        throw err
      }
      await emitDomainEvent(this.deps_, "approval.requested", { id, clinic_id: check.clinic_id, customer_id: customerId }, manager)
    })
    return this.view(id)
  }

  /**
   * A page of the clinic's requests for its owner and admins, of a member's own for a member, newest first, with how
   * many there are; none without a clinic.
   */
  async list(customerId: string, page: { offset: number; limit: number }): Promise<ApprovalPage> {
    const membership = await membershipOfCustomer(this.activeManager_, customerId)
    if (!membership) return { approvals: [], count: 0, ...page }
    const { rows, count } = await approvalPageOfClinic(this.activeManager_, membership.clinic_id, membership.role === "member" ? customerId : null, page)
    return { approvals: rows.map(approvalView), count, ...page }
  }

  /**
   * Whether the customer's own cart needs approval before it is placed, by the check the completion makes; another
   * customer's cart is 404. Customers without limits never need it.
   */
  async checkCart(customerId: string, cartId: string): Promise<CartApprovalCheck> {
    const owned = await cartOwnership(this.activeManager_, cartId)
    if (!owned || owned.customer_id !== customerId) throw new NotFoundError("Cart")
    const check = await this.deps_.spendingLimitService.checkCart(customerId, cartId)
    if (!check) return { required: false, limit: null, limit_amount: null, total: 0, month_spend: 0, over_by: null, currency_code: "", cart_currency_code: "" }
    const { cart, exceeded, month_spend, clinic_currency } = check
    const comparable = cart.region.currency_code.toLowerCase() === clinic_currency.toLowerCase()
    const counted = exceeded?.limit === "per_month" ? month_spend + cart.total : cart.total
    return {
      required: Boolean(exceeded),
      limit: exceeded?.limit ?? null,
      limit_amount: exceeded?.limit_amount ?? null,
      total: cart.total,
      month_spend,
      over_by: exceeded && comparable ? counted - exceeded.limit_amount : null,
      currency_code: clinic_currency,
      cart_currency_code: cart.region.currency_code,
    }
  }

  /**
   * The member who asked takes back her own pending request: it becomes withdrawn and her cart takes changes again.
   * Anyone else's request (or an unknown one) is 404; a request no longer pending (decided, being approved) 409.
   */
  async withdraw(customerId: string, id: string): Promise<ApprovalRequest> {
    if ((await askerOfApprovalRequest(this.activeManager_, id)) !== customerId) throw new NotFoundError("Approval request")
    const row = await approvalRowById(this.activeManager_, id)
    if (!row) throw new NotFoundError("Approval request")
    // In the cart's turn: a withdrawal never lands in the middle of an approve placing the order.
    return inCartTurn(this.activeManager_, row.cart_id, async () => {
      const withdrawn = await withdrawPending(this.activeManager_, id, customerId)
      if (!withdrawn) {
        const view = await this.view(id)
        if (view.status === "withdrawn") throw new ConflictError("This request is already withdrawn")
        throw view.status === "pending" ? new ConflictError("This request is being approved right now") : await this.alreadyDecided(id)
      }
      return this.view(id)
    })
  }

  /**
   * The owner or an admin approves: the request is claimed atomically (pending → approving, so of any number of
   * concurrent approves one goes on and the others answer 409), the order is placed from the cart with Medusa's
   * completion (its idempotency key kept on the request), and the request becomes approved with the order.
   * A completion Medusa refuses puts the request back to pending and answers 409 with Medusa's reason; a request of
   * someone who has left the clinic is not approved (409).
   */
  async approve(customerId: string, id: string): Promise<ApprovalRequest> {
    await this.decider(customerId, id)
    // An order is placed only for someone who is still a member of the clinic; the request can still be rejected.
    if (!(await askerStillMember(this.activeManager_, id))) throw new ConflictError("The member who asked has left the clinic: reject the request instead")
    const claimed = await claimForApproval(this.activeManager_, id, customerId, CLAIM_SECONDS)
    if (!claimed) throw await this.alreadyDecided(id)
    try {
      const orderId = await inCartTurn(this.activeManager_, claimed.cart_id, async () => {
        await this.assertCartAsAsked(id, claimed.cart_id)
        return this.placeOrder(id, claimed.cart_id, claimed.idempotency_key)
      })
      await this.atomicPhase_(async (manager: EntityManager) => {
        await markApproved(manager, id, orderId)
        await emitDomainEvent(this.deps_, "approval.decided", { id, clinic_id: claimed.clinic_id, customer_id: claimed.customer_id, status: "approved" }, manager)
      })
    } catch (err) {
      await releaseApprovalClaim(this.activeManager_, id)
      if (err instanceof DomainError) throw err
      throw new ConflictError(`The order could not be placed: ${(err as Error)?.message ?? "unknown reason"}`)
    }
    return this.view(id)
  }

  /** The owner or an admin rejects a pending request with a reason told to the member; the cart takes changes again. */
  async reject(customerId: string, id: string, reason: string): Promise<ApprovalRequest> {
    await this.decider(customerId, id)
    await this.atomicPhase_(async (manager: EntityManager) => {
      const row = await rejectPending(manager, id, customerId, reason)
      if (!row) throw await this.alreadyDecided(id)
      await emitDomainEvent(this.deps_, "approval.decided", { id, clinic_id: row.clinic_id, customer_id: row.customer_id, status: "rejected" }, manager)
    })
    return this.view(id)
  }

  /** Staff: a clinic's requests, newest first. */
  async listForClinic(clinicId: string): Promise<ApprovalRequest[]> {
    const rows = await approvalRowsOfClinic(this.activeManager_, clinicId)
    return rows.map(approvalView)
  }

  /** The caller may decide the request: it is of their clinic (else 404) and they are its owner or an admin (else 403). */
  private async decider(customerId: string, id: string): Promise<void> {
    const membership = await membershipOfCustomer(this.activeManager_, customerId)
    const clinicId = await clinicIdOfApprovalRequest(this.activeManager_, id)
    if (!membership || !clinicId || clinicId !== membership.clinic_id) throw new NotFoundError("Approval request")
    if (membership.role === "member") throw new ForbiddenError("Only the clinic's owner or an admin may approve or reject orders")
  }

  /** The 409 for a request that is no longer pending, saying what became of it. */
  private async alreadyDecided(id: string): Promise<DomainError> {
    const view = await this.view(id)
    if (view.status === "approved") return new ConflictError(`This request is already approved: order #${view.order_display_id ?? "?"}`)
    if (view.status === "rejected") return new ConflictError("This request is already rejected")
    return new ConflictError("This request is being approved by another request")
  }

  /** 409 unless the cart holds the lines and total the request recorded: approving places exactly what was asked for. */
  private async assertCartAsAsked(id: string, cartId: string): Promise<void> {
    const asked = await approvalSnapshot(this.activeManager_, id)
    const cart = await this.deps_.cartService.retrieveWithTotals(cartId, { relations: ["region"] })
    const lines = await cartLinesSnapshot(this.activeManager_, cartId)
    const linesAsAsked = !asked?.cart_lines || sameLines(asked.cart_lines, lines)
    if (asked && linesAsAsked && asked.total === cart.total) return
    throw new ConflictError("cart: the cart no longer holds what was asked for (its lines or total changed since the request); reject the request and let the member ask again")
  }

  /** Places the order of the request's cart with Medusa's completion, under one idempotency key kept on the request. */
  private async placeOrder(id: string, cartId: string, storedKey: string | null): Promise<string> {
    const keys = this.deps_.idempotencyKeyService.withTransaction(this.activeManager_)
    const key = await keys.initializeRequest(storedKey ?? "", "POST", { id: cartId }, `/store/carts/${cartId}/complete`)
    if (!storedKey) await setApprovalIdempotencyKey(this.activeManager_, id, key.idempotency_key)
    const strategy = this.deps_.cartCompletionStrategy
    const { response_code, response_body } = await strategy.complete(cartId, key, { ip: "" })
    const body = response_body as { type?: string; data?: { id?: string }; message?: string }
    if (response_code === 200 && body.type === "order" && body.data?.id) return body.data.id
    throw new ConflictError(`The order could not be placed: ${body.message ?? "the cart's payment was not authorized"}`)
  }

  private async view(id: string): Promise<ApprovalRequest> {
    const row = await approvalRowById(this.activeManager_, id)
    if (!row) throw new NotFoundError("Approval request")
    return approvalView(row)
  }
}
