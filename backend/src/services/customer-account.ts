import { Customer } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { ConflictError, UnauthenticatedError } from "../domain/errors"
import { emitDomainEvent } from "../lib/domain-events"
import { Clinic } from "../models/clinic"
import { ClinicInvite } from "../models/clinic-invite"
import { ClinicMember } from "../models/clinic-member"
import { ContactSubmission } from "../models/contact-submission"
import { clinicView } from "../views/clinic-views"
import { forgetIdentity, identityFactsOf } from "../domain/customer-identity"
import { CustomerApplication } from "../models/customer-application"
import type CustomerContextService from "./customer-context"
import type CustomerFileService from "./customer-file"
import { eraseAddressesOfCustomer, replaceEmailOnOrdersAndCarts } from "../persistence/customer"
import { StoreService } from "../lib/store-service"

type Dependencies = { customerContextService: CustomerContextService; customerFileService: CustomerFileService }

/** The email an erased customer (and their orders and carts) keeps: unique, undeliverable, not personal. */
export function erasedEmail(customerId: string): string {
  return `deleted-${customerId.toLowerCase()}@deleted.invalid`
}

/** The signed-in customer's own account: the profile answer of `/store/user/me` and account deletion. */
export default class CustomerAccountService extends StoreService {
  private readonly deps_: Dependencies

  constructor(container: Dependencies, config?: Record<string, unknown>) {
    super(container, config)
    this.deps_ = container
  }

  /**
   * The customer with addresses, clinic, role, application status and the two-factor flag (the identity provider's,
   * from `customer_identity`); 401 when gone.
   */
  async me(customerId: string) {
    const [context, facts] = await Promise.all([
      this.deps_.customerContextService
        .withTransaction(this.activeManager_)
        .retrieve(customerId, { relations: ["billing_address", "shipping_addresses"] }),
      identityFactsOf(this.activeManager_, customerId),
    ])
    if (!context || context.customer.deleted_at) throw new UnauthenticatedError()
    const { customer } = context
    return {
      id: customer.id,
      email: customer.email,
      first_name: customer.first_name,
      last_name: customer.last_name,
      phone: customer.phone,
      billing_address: customer.billing_address ?? null,
      shipping_addresses: customer.shipping_addresses ?? [],
      metadata: customer.metadata ?? {},
      clinic: context.clinic ? clinicView(context.clinic) : null,
      clinic_role: context.role,
      application_status: context.application_status,
      application_submitted_at: context.application_submitted_at,
      two_factor_enabled: facts.two_factor_enabled,
    }
  }

  /**
   * Erases the customer's personal data: membership (an owner of a clinic with other members: 409; a sole
   * owner's clinic is deleted), invites addressed to them, files, contact submissions, addresses, the application and
   * the identity binding (the person may sign up afresh); the customer row and its orders and carts are kept, anonymised.
   * Orders she placed for a clinic stay the clinic's: its owner and admins read them and their invoices as before.
   */
  async delete(customerId: string) {
    return this.atomicPhase_(async (manager: EntityManager) => {
      const customer = await manager.getRepository(Customer).findOne({ where: { id: customerId } })
      if (!customer) throw new UnauthenticatedError()
      await this.leaveClinic(manager, customerId)
      await manager.getRepository(ClinicInvite).delete({ to: customer.email.toLowerCase(), status: "awaiting" })
      await manager.getRepository(ContactSubmission).delete({ customer_id: customerId })
      await this.deps_.customerFileService.withTransaction(manager).deleteAllOf(customerId)
      await manager.getRepository(CustomerApplication).delete({ customer_id: customerId })
      await forgetIdentity(manager, customerId)
      const email = erasedEmail(customerId)
      await eraseAddressesOfCustomer(manager, customerId)
      await replaceEmailOnOrdersAndCarts(manager, customerId, email)
      await manager.getRepository(Customer).update(
        { id: customerId },
        {
          email,
          first_name: null as never,
          last_name: null as never,
          phone: null as never,
          password_hash: null as never,
          has_account: false,
          billing_address_id: null as never,
          metadata: { erased_at: new Date().toISOString() },
          deleted_at: new Date(),
        }
      )
      await emitDomainEvent(this.__container__, "customer.account_erased", { id: customerId }, manager)
      return { id: customerId, object: "customer", deleted: true }
    })
  }

  private async leaveClinic(manager: EntityManager, customerId: string): Promise<void> {
    const members = manager.getRepository(ClinicMember)
    const membership = await members.findOne({ where: { customer_id: customerId } })
    if (!membership) return
    if (membership.role !== "owner") {
      await members.delete({ id: membership.id })
      return
    }
    const count = await members.count({ where: { clinic_id: membership.clinic_id } })
    if (count > 1) throw new ConflictError("Transfer ownership of your clinic before deleting your account")
    await manager.getRepository(Clinic).delete({ id: membership.clinic_id })
  }
}
