import type { MedusaContainer, ProductCategoryService, ProductService } from "@medusajs/medusa"
import { CATALOGUE } from "./catalogue"
import { CATEGORIES } from "./categories"
import type { SeedReport } from "./seed-report"

/**
 * Creates the product categories (public and active) and lists each catalogue product in its categories.
 * Idempotent: an existing category (by handle) is kept, and adding a product already in a category changes nothing
 * (Medusa inserts category links with ON CONFLICT DO NOTHING).
 */
export async function seedProductCategories(container: MedusaContainer, report: SeedReport): Promise<void> {
  const categoryService = container.resolve<ProductCategoryService>("productCategoryService")
  const productService = container.resolve<ProductService>("productService")
  const products = await productService.list({ handle: CATALOGUE.map((p) => p.handle) } as never, { select: ["id", "handle"] })
  const idByHandle = new Map(products.map((p) => [p.handle, p.id]))
  for (const [rank, seed] of CATEGORIES.entries()) {
    let [[category]] = await categoryService.listAndCount({ handle: seed.handle }, { skip: 0, take: 1 })
    if (!category) {
      category = await categoryService.create({
        name: seed.name,
        handle: seed.handle,
        description: seed.description,
        is_active: true,
        is_internal: false,
        rank,
        metadata: { names: seed.names },
      } as never)
      report.extra.categories = (report.extra.categories ?? 0) + 1
    }
    const toAdd = CATALOGUE.filter((p) => (p.categories as readonly string[]).includes(seed.handle))
      .map((p) => idByHandle.get(p.handle))
      .filter((id): id is string => Boolean(id))
    if (toAdd.length) await categoryService.addProducts(category.id, toAdd)
  }
}
