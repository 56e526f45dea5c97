import { BaseEntity, generateEntityId } from "@medusajs/medusa"
import { BeforeInsert, Column, Entity, Index } from "typeorm"
import type { Audience } from "@clinic-store/contract"

/** One audience allowed to purchase one product (unique pair); staff manage it via /admin/product-access. */
@Entity()
@Index("UQ_product_audience_pair", ["product_id", "audience"], { unique: true })
export class ProductAudience extends BaseEntity {
  @Column({ type: "varchar" })
  product_id: string

  @Index("IDX_product_audience_audience")
  @Column({ type: "varchar" })
  audience: Audience

  @BeforeInsert()
  private beforeInsert(): void {
    this.id = generateEntityId(this.id, "prodaud")
  }
}
