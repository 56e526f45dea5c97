import { Customer } from "@medusajs/medusa"
import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from "typeorm"
import type { ApplicationStatus } from "@clinic-store/contract"

/**
 * An individual customer's application (customers without a clinic) and staff's decision on it. Written only by
 * ApplicationService (the customer submits, staff decide): never from `customer.metadata`, which any shopper may
 * write through Medusa's own routes.
 */
@Entity()
export class CustomerApplication {
  @PrimaryColumn({ type: "varchar" })
  customer_id: string

  @OneToOne(() => Customer, { onDelete: "CASCADE" })
  @JoinColumn({ name: "customer_id" })
  customer: Customer

  @Column({ type: "varchar" })
  status: ApplicationStatus

  /** Null only for applications stored before the form existed (a bare status). */
  @Column({ type: "timestamptz", nullable: true })
  submitted_at: Date | null

  @Column({ type: "timestamptz", nullable: true })
  reviewed_at: Date | null

  @Column({ type: "varchar", nullable: true })
  first_name: string | null

  @Column({ type: "varchar", nullable: true })
  last_name: string | null

  @Column({ type: "varchar", nullable: true })
  phone: string | null

  @Column({ type: "varchar", nullable: true })
  date_of_birth: string | null

  @Column({ type: "text", nullable: true })
  reason: string | null
}
