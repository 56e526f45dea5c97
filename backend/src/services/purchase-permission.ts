import { TransactionBaseService, generateEntityId } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { ForbiddenError, NotFoundError } from "../domain/errors"
import { productExists } from "../persistence/product"
import { emitDomainEvent } from "../lib/domain-events"
import type { Audience } from "@clinic-store/contract"
import type CustomerContextService from "./customer-context"
import { hasApprovedApplication, type CustomerContext } from "./customer-context"

type Dependencies = { customerContextService: CustomerContextService; manager: EntityManager }

/**
 * The purchase rule: a customer may buy a product when their application is
 * approved and staff opened the product to their audience (clinic type, or `individual`).
 */
export default class PurchasePermissionService extends TransactionBaseService {
  private readonly customerContext: CustomerContextService

  constructor(container: Dependencies) {
    // eslint-disable-next-line prefer-rest-params
    super(container, arguments[1])
    this.customerContext = container.customerContextService
  }

  /** The customer's context; null when the customer no longer exists. */
  async contextOf(customerId: string): Promise<CustomerContext | null> {
    return this.customerContext.withTransaction(this.activeManager_).retrieve(customerId)
  }

  /** Ids of the products the customer may buy, in one query; empty unless approved. */
  async permittedProductIds(context: CustomerContext | null): Promise<string[]> {
    if (!hasApprovedApplication(context)) return []
    const rows: { product_id: string }[] = await this.activeManager_.query(
      `select pa.product_id from product_audience pa join product p on p.id = pa.product_id
       where pa.audience = $1 and p.deleted_at is null and p.status = 'published' order by p.created_at, p.id`,
      [context.audience]
    )
    return rows.map((row) => row.product_id)
  }

  /** Whether the customer may buy the product (false for unknown products and customers). */
  async canPurchase(customerId: string, productId: string): Promise<boolean> {
    const context = await this.contextOf(customerId)
    if (!hasApprovedApplication(context)) return false
    const rows = await this.activeManager_.query(
      `select 1 from product_audience where product_id = $1 and audience = $2 limit 1`,
      [productId, context.audience]
    )
    return rows.length > 0
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
    const refused: { id: string }[] = await this.activeManager_.query(
      `select v.id from product_variant v
       where v.id = any($1) and not exists (
         select 1 from product_audience pa where pa.product_id = v.product_id and pa.audience = $2)`,
      [variantIds, context.audience]
    )
    if (refused.length) throw new ForbiddenError(`This product is not available to ${context.audience} customers`)
  }

  /** Refuses (404) a product id that names no product (or a deleted one). */
  async assertProductExists(productId: string): Promise<void> {
    if (!(await productExists(this.activeManager_, productId))) throw new NotFoundError("Product")
  }

  /** The audiences a product is open to. */
  async audiencesOf(productId: string): Promise<Audience[]> {
    const rows: { audience: Audience }[] = await this.activeManager_.query(
      `select audience from product_audience where product_id = $1 order by audience`,
      [productId]
    )
    return rows.map((row) => row.audience)
  }

  /** Replaces the audiences a product is open to (one transaction). */
  async setAudiences(productId: string, audiences: Audience[]): Promise<Audience[]> {
    return this.atomicPhase_(async (manager: EntityManager) => {
      const wanted = [...new Set(audiences)]
      await manager.query(`delete from product_audience where product_id = $1 and not (audience = any($2))`, [productId, wanted])
      await this.addAudiences(productId, wanted, manager)
      await emitDomainEvent(this.__container__, "product.audiences_changed", { id: productId }, manager)
      return this.withTransaction(manager).audiencesOf(productId)
    })
  }

  /** Adds audiences to a product, leaving existing ones (idempotent; used by the seed). */
  async addAudiences(productId: string, audiences: Audience[], manager: EntityManager = this.activeManager_): Promise<number> {
    if (!audiences.length) return 0
    const ids = audiences.map(() => generateEntityId("", "prodaud"))
    const inserted: unknown[] = await manager.query(
      `insert into product_audience (id, product_id, audience)
       select unnest($1::varchar[]), $2, unnest($3::varchar[])
       on conflict (product_id, audience) do nothing returning id`,
      [ids, productId, audiences]
    )
    return inserted.length
  }
}
