import { BaseEntity, generateEntityId } from "@medusajs/medusa"
import { BeforeInsert, Column, Entity, Index } from "typeorm"

/** A file a customer uploaded, kept by Medusa's file service under `file_key` (never derived from `name`). */
@Entity()
export class UploadedFile extends BaseEntity {
  @Index()
  @Column({ type: "varchar", nullable: true })
  customer_id: string | null

  /** The sanitised display name. */
  @Column({ type: "varchar" })
  name: string

  /** Decoded size in bytes. */
  @Column({ type: "integer" })
  size: number

  /** Detected from the content, not from the name. */
  @Column({ type: "varchar" })
  mime_type: string

  @Column({ type: "varchar" })
  file_key: string

  @Column({ type: "varchar" })
  url: string

  @BeforeInsert()
  private beforeInsert(): void {
    this.id = generateEntityId(this.id, "file")
  }
}
