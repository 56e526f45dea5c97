import { Customer } from "@medusajs/medusa"
import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from "typeorm"

/**
 * The identity provider's account behind a customer, and what its last token proved. Written only by the token
 * exchange (and the demo seed): never from `customer.metadata`, which any shopper may write through Medusa's own
 * routes. One subject binds one customer, and one customer has at most one subject.
 */
@Entity()
export class CustomerIdentity {
  @PrimaryColumn({ type: "varchar" })
  customer_id: string

  @OneToOne(() => Customer, { onDelete: "CASCADE" })
  @JoinColumn({ name: "customer_id" })
  customer: Customer

  /** The provider's `sub`: the exchange finds the customer by it first. */
  @Column({ type: "varchar", unique: true })
  idp_subject: string

  /** The provider verified the customer's address (only verified tokens are exchanged): invites need it. */
  @Column({ type: "boolean", default: false })
  email_verified: boolean

  /** The last token's `two_factor_enabled`. */
  @Column({ type: "boolean", default: false })
  two_factor_enabled: boolean

  @CreateDateColumn({ type: "timestamptz" })
  created_at: Date

  @UpdateDateColumn({ type: "timestamptz" })
  updated_at: Date
}
