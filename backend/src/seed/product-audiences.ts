import type { MedusaContainer } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import type PurchasePermissionService from "../services/purchase-permission"
import { CATALOGUE } from "./catalogue"
import type { SeedReport } from "./seed-report"
import { productIdsByHandle } from "../persistence/product"

/**
 * Opens every catalogue product to the audiences catalogue.ts lists (idempotent: existing pairs are kept,
 * nothing an admin added is removed). Reports the number of pairs created as `extra.productAudiences`.
 */
export async function seedProductAudiences(container: MedusaContainer, report: SeedReport): Promise<void> {
  const manager = container.resolve<EntityManager>("manager")
  const permission = container.resolve<PurchasePermissionService>("purchasePermissionService")
  const idByHandle = await productIdsByHandle(manager, CATALOGUE.map((product) => product.handle))
  let created = 0
  for (const product of CATALOGUE) {
    const id = idByHandle.get(product.handle)
    if (id) created += await permission.addAudiences(id, product.audiences)
  }
  report.extra.productAudiences = (report.extra.productAudiences ?? 0) + created
}
