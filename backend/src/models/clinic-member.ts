import { BaseEntity, Customer, generateEntityId } from "@medusajs/medusa"
import { BeforeInsert, Column, Entity, Index, JoinColumn, ManyToOne } from "typeorm"
import type { ClinicRole } from "@clinic-store/contract"
// eslint-disable-next-line import-x/no-cycle -- the one allowed circle: TypeORM relations name each other's entity class
import { Clinic } from "./clinic"

/**
 * A customer's membership of a clinic. One clinic per customer (unique customer_id) and exactly one owner
 * per clinic (partial unique index on clinic_id where role = 'owner'), both enforced by the database.
 */
@Entity()
export class ClinicMember extends BaseEntity {
  @Index()
  @Column({ type: "varchar" })
  clinic_id: string

  @ManyToOne(() => Clinic, (clinic) => clinic.members, { onDelete: "CASCADE" })
  @JoinColumn({ name: "clinic_id" })
  clinic: Clinic

  @Index({ unique: true })
  @Column({ type: "varchar" })
  customer_id: string

  @ManyToOne(() => Customer)
  @JoinColumn({ name: "customer_id" })
  customer: Customer

  @Column({ type: "varchar", default: "member" })
  role: ClinicRole

  @BeforeInsert()
  private beforeInsert(): void {
    this.id = generateEntityId(this.id, "cmem")
  }
}
