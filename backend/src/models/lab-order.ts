import { BaseEntity, generateEntityId } from "@medusajs/medusa"
import { BeforeInsert, Column, Entity, Index } from "typeorm"
import type { LabOrderStatus } from "@clinic-store/contract"

/** The lab's work for one ordered unit of a line item; unique per (line_item_id, unit_index). */
@Entity()
@Index("UQ_lab_order_unit", ["line_item_id", "unit_index"], { unique: true })
export class LabOrder extends BaseEntity {
  @Index("IDX_lab_order_order")
  @Column({ type: "varchar" })
  order_id: string

  @Column({ type: "varchar" })
  line_item_id: string

  @Column({ type: "integer" })
  unit_index: number

  @Index("IDX_lab_order_status")
  @Column({ type: "varchar", default: "received" })
  status: LabOrderStatus

  /**
   * The order's email, copied when the lab order is created (and kept in step by a trigger should staff change the
   * order's email), so the staff search by email reads `lab_order` and its own index
   * (`IDX_lab_order_email_prefix`, migration LabOrderEmail1764300000000) instead of the orders.
   */
  @Column({ type: "varchar" })
  email: string

  /** The id printed on the kit and its sample (domain/sample-id.ts): the database draws it, unique (`UQ_lab_order_sample_id`). */
  @Column({ type: "varchar", insert: false })
  sample_id: string

  /** The clinic's own code for the patient (never a name or an address), given before the sample ships. */
  @Column({ type: "varchar", nullable: true })
  patient_reference: string | null

  /** The day the sample was taken, as the clinic gave it. */
  @Column({ type: "date", nullable: true })
  sample_taken_on: string | null

  /** When the clinic confirmed the patient's consent. */
  @Column({ type: "timestamp with time zone", nullable: true })
  consent_confirmed_at: Date | null

  @BeforeInsert()
  private beforeInsert(): void {
    this.id = generateEntityId(this.id, "labord")
  }
}
