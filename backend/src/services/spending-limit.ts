import type { CartService } from "@medusajs/medusa"
import type { ClinicRole, MemberSpending, SpendingLimitsBody } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { ConflictError, ForbiddenError, NotFoundError } from "../domain/errors"
import { lockClinicRow } from "../persistence/clinic"
import { membershipOfCustomer } from "../persistence/clinic-member"
import { exceededLimit, hasLimits, type LimitExceeded } from "../domain/spending-limits"
import { clinicCurrency, limitsOf, membersSpending, monthSpend, upsertLimits } from "../persistence/clinic-spending-limit"
import { StoreService } from "../lib/store-service"

type Dependencies = { cartService: CartService }

/** The cart as a limit check reads it: Medusa's totals and lines. */
export type CheckedCart = {
  id: string
  customer_id: string | null
  completed_at: Date | null
  region: { currency_code: string }
  subtotal: number
  shipping_total: number
  tax_total: number
  discount_total: number
  total: number
  items: { title: string; description?: string | null; quantity: number; subtotal?: number | null; total?: number | null }[]
  shipping_methods?: unknown[]
  payment_sessions?: { is_selected?: boolean | null }[]
  shipping_address_id?: string | null
}

/** The outcome of checking a member's cart against their limits. */
export type CartLimitCheck = { clinic_id: string; role: ClinicRole; cart: CheckedCart; month_spend: number; clinic_currency: string; exceeded: LimitExceeded | null }

/** Spending limits of clinic members: set by the owner or an admin, shown in the members list, checked at completion. */
export default class SpendingLimitService extends StoreService<Dependencies> {
  /**
   * Sets a member's limits. The caller must be the owner or an admin of the member's clinic: another clinic's member
   * (or an unknown one) is 404, a plain member caller 403; an owner or admin has no limits to set (409).
   */
  async setLimits(customerId: string, targetCustomerId: string, limits: SpendingLimitsBody): Promise<MemberSpending & { customer_id: string }> {
    return this.atomicPhase_(async (manager: EntityManager) => {
      const before = await membershipOfCustomer(manager, customerId)
      if (before) await lockClinicRow(manager, before.clinic_id)
      const actor = before && (await membershipOfCustomer(manager, customerId))
      const target = await membershipOfCustomer(manager, targetCustomerId)
      if (!actor || !target || target.clinic_id !== actor.clinic_id) throw new NotFoundError("Member")
      if (actor.role === "member") throw new ForbiddenError("Only the clinic's owner or an admin may set spending limits")
      if (!hasLimits(target.role)) throw new ConflictError(`A clinic ${target.role} has no spending limits`)
      await upsertLimits(manager, target.id, limits, customerId)
      const currency = await clinicCurrency(manager, target.clinic_id)
      return { customer_id: targetCustomerId, ...limits, month_spend: await monthSpend(manager, targetCustomerId, currency), currency_code: currency }
    })
  }

  /**
   * The limits and month's spend of each member of a clinic, by customer id: for its owner and admins every member's,
   * for a plain member only their own (`viewer` null: staff, every member's). Owners and admins have no limits.
   */
  async spendingByCustomer(clinicId: string, viewer: { customer_id: string; role: ClinicRole } | null): Promise<Map<string, MemberSpending>> {
    const db = this.activeManager_
    const currency = await clinicCurrency(db, clinicId)
    const rows = await membersSpending(db, clinicId, currency)
    const seesAll = !viewer || viewer.role !== "member"
    return new Map(
      rows
        .filter((row) => seesAll || row.customer_id === viewer?.customer_id)
        .map((row) => {
          const limited = hasLimits(row.role)
          return [
            row.customer_id,
            { per_order: limited ? row.per_order : null, per_month: limited ? row.per_month : null, month_spend: Number(row.month_spend), currency_code: currency },
          ]
        })
    )
  }

  /** Whether a customer is a plain clinic member with a limit set. */
  async hasLimits(customerId: string): Promise<boolean> {
    const membership = await membershipOfCustomer(this.activeManager_, customerId)
    if (!membership || !hasLimits(membership.role)) return false
    const limits = await limitsOf(this.activeManager_, membership.id)
    return limits.per_order !== null || limits.per_month !== null
  }

  /**
   * Checks a customer's cart against their limits; null when the customer belongs to no clinic or has no limits
   * (owners, admins, members without limits). The cart's figures are Medusa's totals.
   */
  async checkCart(customerId: string, cartId: string): Promise<CartLimitCheck | null> {
    const db = this.activeManager_
    const membership = await membershipOfCustomer(db, customerId)
    if (!membership || !hasLimits(membership.role)) return null
    const limits = await limitsOf(db, membership.id)
    if (limits.per_order === null && limits.per_month === null) return null
    const cart = (await this.deps_.cartService.withTransaction(db).retrieveWithTotals(cartId, { relations: ["items", "shipping_methods", "payment_sessions"] })) as unknown as CheckedCart
    const currency = await clinicCurrency(db, membership.clinic_id)
    const spent = await monthSpend(db, customerId, currency)
    const exceeded = exceededLimit({ role: membership.role, limits, total: cart.total, currency_code: cart.region.currency_code, clinic_currency: currency, month_spend: spent })
    return { clinic_id: membership.clinic_id, role: membership.role, cart, month_spend: spent, clinic_currency: currency, exceeded }
  }
}

/** A clinic view's members with their limits and month's spend added (`spending`, null where the viewer may not see it). */
export async function withMemberSpending<V extends { id: string; members: { customer_id: string }[] }>(
  service: SpendingLimitService,
  view: V,
  viewer: { customer_id: string; role: ClinicRole } | null
): Promise<V & { members: (V["members"][number] & { spending: MemberSpending | null })[] }> {
  const spending = await service.spendingByCustomer(view.id, viewer)
  return { ...view, members: view.members.map((member) => ({ ...member, spending: spending.get(member.customer_id) ?? null })) }
}
