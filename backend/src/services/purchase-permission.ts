import type { EventBusService } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { ForbiddenError, NotFoundError } from "../domain/errors"
import { productExists } from "../persistence/product"
import { emitDomainEvent } from "../lib/domain-events"
import type { Audience } from "@clinic-store/contract"
import type CustomerContextService from "./customer-context"
import { hasApprovedApplication, type CustomerContext } from "./customer-context"
import { audiencesOfProduct, insertAudiences, isOpenTo, productIdsOpenTo, removeAudiencesExcept, variantIdsClosedTo } from "../persistence/product-audience"
import { StoreService } from "../lib/store-service"

type Dependencies = { eventBusService: EventBusService; customerContextService: CustomerContextService }

/**
 * The purchase rule: a customer may buy a product when their application is
 * approved and staff opened the product to their audience (clinic type, or `individual`).
 */
export default class PurchasePermissionService extends StoreService<Dependencies> {
  /** The customer's context; null when the customer no longer exists. */
  async contextOf(customerId: string): Promise<CustomerContext | null> {
    return this.deps_.customerContextService.withTransaction(this.activeManager_).retrieve(customerId)
  }

  /** Ids of the products the customer may buy, in one query; empty unless approved. */
  async permittedProductIds(context: CustomerContext | null): Promise<string[]> {
    if (!hasApprovedApplication(context)) return []
    return productIdsOpenTo(this.activeManager_, context.audience)
  }

  /** Whether the customer may buy the product (false for unknown products and customers). */
  async canPurchase(customerId: string, productId: string): Promise<boolean> {
    const context = await this.contextOf(customerId)
    if (!hasApprovedApplication(context)) return false
    return isOpenTo(this.activeManager_, productId, context.audience)
  }

  /**
   * Throws 403 `not_allowed` unless a customer is signed in, approved and may buy every variant's product
   * (one query for all variants). Unknown variants are left to Medusa to refuse.
   */
  async assertMayBuyVariants(customerId: string | undefined, variantIds: string[]): Promise<void> {
    if (!customerId) throw new ForbiddenError("Sign in with an approved account to buy products")
    const context = await this.contextOf(customerId)
    if (!hasApprovedApplication(context)) {
      throw new ForbiddenError("Only customers with an approved application may buy products")
    }
    if (!variantIds.length) return
    const refused = await variantIdsClosedTo(this.activeManager_, variantIds, context.audience)
    if (refused.length) throw new ForbiddenError(`This product is not available to ${context.audience} customers`)
  }

  /** Refuses (404) a product id that names no product (or a deleted one). */
  async assertProductExists(productId: string): Promise<void> {
    if (!(await productExists(this.activeManager_, productId))) throw new NotFoundError("Product")
  }

  /** The audiences a product is open to. */
  async audiencesOf(productId: string): Promise<Audience[]> {
    return audiencesOfProduct(this.activeManager_, productId)
  }

  /** Replaces the audiences a product is open to (one transaction). */
  async setAudiences(productId: string, audiences: Audience[]): Promise<Audience[]> {
    return this.atomicPhase_(async (manager: EntityManager) => {
      const wanted = [...new Set(audiences)]
      await removeAudiencesExcept(manager, productId, wanted)
      await this.addAudiences(productId, wanted, manager)
      await emitDomainEvent(this.deps_, "product.audiences_changed", { id: productId }, manager)
      return this.withTransaction(manager).audiencesOf(productId)
    })
  }

  /** Adds audiences to a product, leaving existing ones (idempotent; used by the seed). */
  async addAudiences(productId: string, audiences: Audience[], manager: EntityManager = this.activeManager_): Promise<number> {
    if (!audiences.length) return 0
    return insertAudiences(manager, productId, audiences)
  }
}
