import { BaseEntity, generateEntityId } from "@medusajs/medusa"
import { BeforeInsert, Column, Entity, Index, OneToMany } from "typeorm"
// eslint-disable-next-line import-x/no-cycle -- the one allowed circle: TypeORM relations name each other's entity class
import { ClinicMember } from "./clinic-member"
import type { ApplicationStatus, ClinicType } from "@clinic-store/contract"
import type { AddressData } from "../domain/address-data"


/** A clinic: customers join it as members; its status is their application status. */
@Entity()
export class Clinic extends BaseEntity {
  @Column({ type: "varchar" })
  name: string

  @Column({ type: "varchar" })
  type: ClinicType

  @Index()
  @Column({ type: "varchar", default: "awaiting" })
  status: ApplicationStatus

  @Column({ type: "varchar" })
  billing_email: string

  @Column({ type: "jsonb" })
  billing_address: AddressData

  /** The clinic's VAT or EAN number, printed on its invoices (contract: clinicVatNumberSchema). */
  @Column({ type: "varchar", nullable: true })
  vat_number: string | null

  @OneToMany(() => ClinicMember, (member) => member.clinic)
  members: ClinicMember[]

  @BeforeInsert()
  private beforeInsert(): void {
    this.id = generateEntityId(this.id, "clinic")
  }
}
