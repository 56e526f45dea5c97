import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa"
import { clampName } from "../domain/names"
import type { Db } from "../persistence/db"
import { inviteForMail } from "../persistence/clinic-invite"
import { storeLink } from "../mail/links"
import { localeOfCustomer, localeOfEmail } from "../mail/recipients"
import { sendStoreMail } from "../mail/send"
import type { DomainEvents } from "../lib/domain-events"

/**
 * Mails the invitee of a new invite: the clinic, who invited, and a link that leads to the invite (/apply lists
 * invites addressed to the signed-in customer) through sign-in when the address has an account, else sign-up.
 */
export default async function mailInvite({ data, container }: SubscriberArgs<DomainEvents["clinic_invite.created"]>): Promise<void> {
  const db = container.resolve<Db>("manager")
  const invite = await inviteForMail(db, data.id)
  if (!invite) return
  // Names go into the subject: clamped, whatever length an older row may hold.
  const inviter = clampName([invite.first_name, invite.last_name].filter(Boolean).join(" ") || invite.email)
  const locale = (await localeOfEmail(db, invite.to)) ?? (await localeOfCustomer(db, data.inviter_id))?.locale ?? "en"
  const page = invite.has_identity ? "/login" : "/sign-up"
  // `invite`: the sign-up and sign-in pages name the clinic and the inviter from it (GET /store/invite-links/:id).
  const link = storeLink(`${page}?${new URLSearchParams({ email: invite.to, next: "/apply", lang: locale, invite: invite.id })}`)
  await sendStoreMail(container, "clinic_invite.created", {
    id: invite.id,
    to: invite.to,
    locale,
    content: { kind: "invite", clinic_name: clampName(invite.clinic_name), inviter, link },
  })
}

export const config: SubscriberConfig = { event: "clinic_invite.created", context: { subscriberId: "mail-invite" } }
