import { BaseEntity, generateEntityId } from "@medusajs/medusa"
import { BeforeInsert, Column, Entity, Index } from "typeorm"

/** A contact form message, stored for staff (`GET /admin/contact-submissions`). */
@Entity()
export class ContactSubmission extends BaseEntity {
  @Column({ type: "varchar" })
  name: string

  @Column({ type: "varchar" })
  email: string

  @Column({ type: "text" })
  message: string

  @Column({ type: "varchar", nullable: true })
  subject: string | null

  @Column({ type: "varchar", nullable: true })
  phone: string | null

  /** The signed-in sender, if any. */
  @Index()
  @Column({ type: "varchar", nullable: true })
  customer_id: string | null

  /** When a staff user handled the message (marked it, or replied); null while it is new. */
  @Column({ type: "timestamptz", nullable: true })
  handled_at: Date | null

  /** The staff user (`user.id`) who handled it. */
  @Column({ type: "varchar", nullable: true })
  handled_by: string | null

  @BeforeInsert()
  private beforeInsert(): void {
    this.id = generateEntityId(this.id, "csub")
  }
}
