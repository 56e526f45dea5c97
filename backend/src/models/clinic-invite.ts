import { BaseEntity, generateEntityId } from "@medusajs/medusa"
import { BeforeInsert, Column, Entity, Index, JoinColumn, ManyToOne } from "typeorm"
import type { ApplicationStatus } from "@clinic-store/contract"
import { Clinic } from "./clinic"

/**
 * An invitation to join a clinic, addressed to an email (`to`, stored lower-case). Only `awaiting` invites
 * change; at most one awaiting invite per clinic and address (partial unique index).
 * Table `clinic_invite`: Medusa's own `invite` table holds staff invitations.
 */
@Entity()
export class ClinicInvite extends BaseEntity {
  @Index()
  @Column({ type: "varchar" })
  to: string

  @Column({ type: "varchar", default: "awaiting" })
  status: ApplicationStatus

  @Index()
  @Column({ type: "varchar" })
  clinic_id: string

  @ManyToOne(() => Clinic, { onDelete: "CASCADE" })
  @JoinColumn({ name: "clinic_id" })
  clinic: Clinic

  /** The customer who sent the invite (null once that customer's account is deleted). */
  @Column({ type: "varchar", nullable: true })
  inviter_id: string | null

  @BeforeInsert()
  private beforeInsert(): void {
    this.id = generateEntityId(this.id, "inv")
  }
}
