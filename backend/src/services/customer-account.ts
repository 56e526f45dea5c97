import type { EventBusService } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { ConflictError, UnauthenticatedError } from "../domain/errors"
import { emitDomainEvent } from "../lib/domain-events"
import { clinicView } from "../domain/clinic-views"
import { deleteClinic } from "../persistence/clinic"
import { deleteAwaitingInvitesTo } from "../persistence/clinic-invite"
import { deleteMember, memberCountOfClinic, membershipOfCustomer } from "../persistence/clinic-member"
import { deleteContactSubmissionsOf } from "../persistence/contact-submission"
import { customerById, eraseAddressesOfCustomer, eraseCustomerRow, replaceEmailOnOrdersAndCarts } from "../persistence/customer"
import { deleteApplication } from "../persistence/customer-application"
import { forgetIdentity, identityFactsOf } from "../persistence/customer-identity"
import type CustomerContextService from "./customer-context"
import type CustomerFileService from "./customer-file"
import { StoreService } from "../lib/store-service"

type Dependencies = { eventBusService: EventBusService; customerContextService: CustomerContextService; customerFileService: CustomerFileService }

/** The email an erased customer (and their orders and carts) keeps: unique, undeliverable, not personal. */
export function erasedEmail(customerId: string): string {
  return `deleted-${customerId.toLowerCase()}@deleted.invalid`
}

/** The signed-in customer's own account: the profile answer of `/store/user/me` and account deletion. */
export default class CustomerAccountService extends StoreService<Dependencies> {
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
      const customer = await customerById(manager, customerId)
      if (!customer) throw new UnauthenticatedError()
      await this.leaveClinic(manager, customerId)
      await deleteAwaitingInvitesTo(manager, customer.email.toLowerCase())
      await deleteContactSubmissionsOf(manager, customerId)
      await this.deps_.customerFileService.withTransaction(manager).deleteAllOf(customerId)
      await deleteApplication(manager, customerId)
      await forgetIdentity(manager, customerId)
      const email = erasedEmail(customerId)
      await eraseAddressesOfCustomer(manager, customerId)
      await replaceEmailOnOrdersAndCarts(manager, customerId, email)
      await eraseCustomerRow(manager, customerId, email)
      await emitDomainEvent(this.deps_, "customer.account_erased", { id: customerId }, manager)
      return { id: customerId, object: "customer", deleted: true }
    })
  }

  private async leaveClinic(manager: EntityManager, customerId: string): Promise<void> {
    const membership = await membershipOfCustomer(manager, customerId)
    if (!membership) return
    if (membership.role !== "owner") {
      await deleteMember(manager, membership.id)
      return
    }
    if ((await memberCountOfClinic(manager, membership.clinic_id)) > 1) throw new ConflictError("Transfer ownership of your clinic before deleting your account")
    await deleteClinic(manager, membership.clinic_id)
  }
}
