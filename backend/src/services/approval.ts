import { TransactionBaseService, type IdempotencyKeyService } from "@medusajs/medusa"
import type { AbstractCartCompletionStrategy } from "@medusajs/medusa"
import type { ApprovalRequest } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { randomUUID } from "node:crypto"
import { ConflictError, DomainError, ForbiddenError, NotFoundError } from "../domain/errors"
import { isUniqueViolation, ownMembership } from "../domain/clinic-access"
import { APPROVAL_SELECT, approvalView, type ApprovalRow } from "../domain/approval-views"
import { emitDomainEvent } from "../lib/domain-events"
import type { CheckedCart, default as SpendingLimitService } from "./spending-limit"

/** An approve that claimed a request longer ago than this died with its instance: another approve may take it over. */
const CLAIM_SECONDS = 120

/** Whether Medusa's cart holds what placing an order needs: lines, a shipping address and method, a payment session. */
function readyToPlace(cart: CheckedCart): boolean {
  const chosen = cart.payment_sessions?.some((session) => session.is_selected) ?? false
  return cart.items.length > 0 && Boolean(cart.shipping_address_id) && Boolean(cart.shipping_methods?.length) && chosen
}

/** The rows an `update … returning` answered: TypeORM's PostgreSQL driver answers `[rows, count]` for an update. */
function returned<T>(result: unknown): T[] {
  const answer = result as unknown[]
  return (Array.isArray(answer[0]) ? answer[0] : answer) as T[]
}

/**
 * Order approval: a member asks for a cart over their limits to be placed; the clinic's owner or an admin approves
 * it (the order is placed from that cart on the member's behalf, once) or rejects it with a reason. While a request is
 * open its cart is frozen (api/middlewares/cart-approval.ts).
 */
export default class ApprovalService extends TransactionBaseService {
  constructor(container: Record<string, unknown>) {
    // eslint-disable-next-line prefer-rest-params
    super(container, arguments[1])
  }

  private get limits(): SpendingLimitService {
    return this.__container__.spendingLimitService as SpendingLimitService
  }

  /**
   * A member asks approval for their own cart: it must be over one of their limits (else 409: place it), not placed,
   * and ready to be placed; its Medusa totals and lines are recorded. Another customer's cart is 404; a cart with an
   * open request 409.
   */
  async create(customerId: string, cartId: string): Promise<ApprovalRequest> {
    const [owned]: { customer_id: string | null; completed_at: Date | null }[] = await this.activeManager_.query(
      `select customer_id, completed_at from cart where id = $1`,
      [cartId]
    )
    if (!owned || owned.customer_id !== customerId) throw new NotFoundError("Cart")
    if (owned.completed_at) throw new ConflictError("This cart is already placed as an order")
    const check = await this.limits.checkCart(customerId, cartId)
    if (!check?.exceeded) throw new ConflictError("This cart is within your spending limits: place the order yourself")
    if (!readyToPlace(check.cart)) throw new ConflictError("cart: add the shipping address, shipping method and payment before asking for approval")
    const { cart, exceeded } = check
    const id = `apprq_${randomUUID().replace(/-/g, "").slice(0, 26)}`
    const items = cart.items.map((item) => ({ title: item.description ? `${item.title} – ${item.description}` : item.title, quantity: item.quantity, total: item.subtotal ?? 0 }))
    await this.atomicPhase_(async (manager: EntityManager) => {
      try {
        await manager.query(
          `insert into approval_request (id, clinic_id, customer_id, cart_id, limit_kind, limit_amount, currency_code, subtotal, shipping_total, tax_total, discount_total, total, items, month_spend)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
          [id, check.clinic_id, customerId, cartId, exceeded.limit, exceeded.limit_amount, cart.region.currency_code, cart.subtotal, cart.shipping_total, cart.tax_total, cart.discount_total, cart.total, JSON.stringify(items), check.month_spend]
        )
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError("This cart is already waiting for approval")
        throw err
      }
      await emitDomainEvent(this.__container__, "approval.requested", { id, clinic_id: check.clinic_id, customer_id: customerId }, manager)
    })
    return this.view(id)
  }

  /** The clinic's requests for its owner and admins, a member's own for a member, newest first; none without a clinic. */
  async list(customerId: string): Promise<ApprovalRequest[]> {
    const membership = await ownMembership(this.activeManager_, customerId)
    if (!membership) return []
    const rows: ApprovalRow[] =
      membership.role === "member"
        ? await this.activeManager_.query(`${APPROVAL_SELECT} where a.clinic_id = $1 and a.customer_id = $2 order by a.created_at desc, a.id desc limit 200`, [membership.clinic_id, customerId])
        : await this.activeManager_.query(`${APPROVAL_SELECT} where a.clinic_id = $1 order by a.created_at desc, a.id desc limit 200`, [membership.clinic_id])
    return rows.map(approvalView)
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
    const [member]: unknown[] = await this.activeManager_.query(
      `select 1 from approval_request a join clinic_member m on m.customer_id = a.customer_id and m.clinic_id = a.clinic_id where a.id = $1`,
      [id]
    )
    // An order is placed only for someone who is still a member of the clinic; the request can still be rejected.
    if (!member) throw new ConflictError("The member who asked has left the clinic: reject the request instead")
    type Claimed = { cart_id: string; idempotency_key: string | null; clinic_id: string; customer_id: string }
    const [claimed] = returned<Claimed>(await this.activeManager_.query(
      `update approval_request set status = 'approving', claimed_at = now(), decided_by = $2, updated_at = now()
       where id = $1 and (status = 'pending' or (status = 'approving' and claimed_at < now() - interval '${CLAIM_SECONDS} seconds'))
       returning cart_id, idempotency_key, clinic_id, customer_id`,
      [id, customerId]
    ))
    if (!claimed) throw await this.alreadyDecided(id)
    try {
      const orderId = await this.placeOrder(id, claimed.cart_id, claimed.idempotency_key)
      await this.atomicPhase_(async (manager: EntityManager) => {
        await manager.query(`update approval_request set status = 'approved', order_id = $2, decided_at = now(), updated_at = now() where id = $1`, [id, orderId])
        await emitDomainEvent(this.__container__, "approval.decided", { id, clinic_id: claimed.clinic_id, customer_id: claimed.customer_id, status: "approved" }, manager)
      })
    } catch (err) {
      await this.activeManager_.query(`update approval_request set status = 'pending', claimed_at = null, decided_by = null, updated_at = now() where id = $1 and status = 'approving'`, [id])
      if (err instanceof DomainError) throw err
      throw new ConflictError(`The order could not be placed: ${(err as Error)?.message ?? "unknown reason"}`)
    }
    return this.view(id)
  }

  /** The owner or an admin rejects a pending request with a reason told to the member; the cart takes changes again. */
  async reject(customerId: string, id: string, reason: string): Promise<ApprovalRequest> {
    await this.decider(customerId, id)
    await this.atomicPhase_(async (manager: EntityManager) => {
      const [row] = returned<{ clinic_id: string; customer_id: string }>(await manager.query(
        `update approval_request set status = 'rejected', reason = $3, decided_by = $2, decided_at = now(), updated_at = now()
         where id = $1 and status = 'pending' returning clinic_id, customer_id`,
        [id, customerId, reason]
      ))
      if (!row) throw await this.alreadyDecided(id)
      await emitDomainEvent(this.__container__, "approval.decided", { id, clinic_id: row.clinic_id, customer_id: row.customer_id, status: "rejected" }, manager)
    })
    return this.view(id)
  }

  /** Staff: a clinic's requests, newest first. */
  async listForClinic(clinicId: string): Promise<ApprovalRequest[]> {
    const rows: ApprovalRow[] = await this.activeManager_.query(`${APPROVAL_SELECT} where a.clinic_id = $1 order by a.created_at desc, a.id desc limit 200`, [clinicId])
    return rows.map(approvalView)
  }

  /** The caller may decide the request: it is of their clinic (else 404) and they are its owner or an admin (else 403). */
  private async decider(customerId: string, id: string): Promise<void> {
    const membership = await ownMembership(this.activeManager_, customerId)
    const [row]: { clinic_id: string }[] = await this.activeManager_.query(`select clinic_id from approval_request where id = $1`, [id])
    if (!membership || !row || row.clinic_id !== membership.clinic_id) throw new NotFoundError("Approval request")
    if (membership.role === "member") throw new ForbiddenError("Only the clinic's owner or an admin may approve or reject orders")
  }

  /** The 409 for a request that is no longer pending, saying what became of it. */
  private async alreadyDecided(id: string): Promise<DomainError> {
    const view = await this.view(id)
    if (view.status === "approved") return new ConflictError(`This request is already approved: order #${view.order_display_id ?? "?"}`)
    if (view.status === "rejected") return new ConflictError("This request is already rejected")
    return new ConflictError("This request is being approved by another request")
  }

  /** Places the order of the request's cart with Medusa's completion, under one idempotency key kept on the request. */
  private async placeOrder(id: string, cartId: string, storedKey: string | null): Promise<string> {
    const keys = (this.__container__.idempotencyKeyService as IdempotencyKeyService).withTransaction(this.activeManager_)
    const key = await keys.initializeRequest(storedKey ?? "", "POST", { id: cartId }, `/store/carts/${cartId}/complete`)
    if (!storedKey) await this.activeManager_.query(`update approval_request set idempotency_key = $2 where id = $1`, [id, key.idempotency_key])
    const strategy = this.__container__.cartCompletionStrategy as AbstractCartCompletionStrategy
    const { response_code, response_body } = await strategy.complete(cartId, key, { ip: "" })
    const body = response_body as { type?: string; data?: { id?: string }; message?: string }
    if (response_code === 200 && body.type === "order" && body.data?.id) return body.data.id
    throw new ConflictError(`The order could not be placed: ${body.message ?? "the cart's payment was not authorized"}`)
  }

  private async view(id: string): Promise<ApprovalRequest> {
    const [row]: ApprovalRow[] = await this.activeManager_.query(`${APPROVAL_SELECT} where a.id = $1`, [id])
    if (!row) throw new NotFoundError("Approval request")
    return approvalView(row)
  }
}
