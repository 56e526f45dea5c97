import { BaseEntity, generateEntityId } from "@medusajs/medusa"
import { BeforeInsert, Column, Entity, Index } from "typeorm"

/** The result file of a lab order (at most one), stored through Medusa's file service under `file_key`. */
@Entity()
export class LabResult extends BaseEntity {
  @Index("UQ_lab_result_lab_order", { unique: true })
  @Column({ type: "varchar" })
  lab_order_id: string

  /** Sanitised display name; never used as a storage path. */
  @Column({ type: "varchar" })
  name: string

  @Column({ type: "integer" })
  size: number

  @Column({ type: "varchar" })
  mime_type: string

  @Column({ type: "varchar" })
  file_key: string

  @BeforeInsert()
  private beforeInsert(): void {
    this.id = generateEntityId(this.id, "labres")
  }
}
