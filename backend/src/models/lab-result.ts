import { BaseEntity, generateEntityId } from "@medusajs/medusa"
import { BeforeInsert, Column, Entity, Index } from "typeorm"

/**
 * A result file of a lab order, stored privately under `file_key`. At most one is current (`replaced_at` null); a
 * result replaced by a correction keeps its row and file for the lab order's history.
 */
@Entity()
export class LabResult extends BaseEntity {
  @Index("UQ_lab_result_current", { unique: true, where: `"replaced_at" is null` })
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

  @Column({ type: "timestamptz", nullable: true })
  replaced_at: Date | null

  @BeforeInsert()
  private beforeInsert(): void {
    this.id = generateEntityId(this.id, "labres")
  }
}
