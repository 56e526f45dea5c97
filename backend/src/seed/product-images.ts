import path from "node:path"
import type { AbstractFileService, MedusaContainer, ProductService } from "@medusajs/medusa"
import { CATALOGUE } from "./catalogue"
import type { SeedReport } from "./seed-report"

/** The seed's product pictures (WebP, 480×360), one per catalogue handle; the same folder from src/ and dist/. */
const SEED_IMAGE_DIR = path.resolve(__dirname, "..", "..", "seed-images")

/**
 * Gives every catalogue product without a thumbnail its picture: uploaded through Medusa's file service (the local
 * disk, or the public S3 bucket when S3_BUCKET is set), set as the product's thumbnail and only image. Idempotent:
 * a product that has a thumbnail (seeded before, or set by staff) is left as it is.
 */
export async function seedProductImages(container: MedusaContainer, report: SeedReport): Promise<void> {
  const productService = container.resolve<ProductService>("productService")
  const fileService = container.resolve<AbstractFileService>("fileService")
  const products = await productService.list({ handle: CATALOGUE.map((p) => p.handle) } as never, { select: ["id", "handle", "thumbnail"] })
  for (const product of products.filter((p) => !p.thumbnail)) {
    const name = `${product.handle}.webp`
    const { url } = await fileService.upload({ path: path.join(SEED_IMAGE_DIR, name), originalname: name, mimetype: "image/webp" } as never)
    await productService.update(product.id, { thumbnail: url, images: [url] })
    report.extra.images = (report.extra.images ?? 0) + 1
  }
}
