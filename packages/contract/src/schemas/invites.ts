import { z } from "zod"

/** An invite's id as its mailed link carries it (`inv_` and a ULID). */
export const inviteLinkIdSchema = z.string().regex(/^inv_[0-9A-Z]{26}$/, { message: "not an invite link's id" })

/**
 * The answer of GET /store/invite-links/:id, the public look-up behind an invite's mailed link: only what the
 * invitee's sign-up page names (the clinic, the inviter's first name) and whether the invite can still be answered.
 * Never an email address or another id: whoever holds the link may read it.
 */
export const inviteLinkAnswerSchema = z
  .object({
    invite: z
      .object({
        clinic_name: z.string(),
        /** Null when the inviter's account is gone or has no first name. */
        inviter_first_name: z.string().nullable(),
        /** False once the invite was accepted or declined. */
        open: z.boolean(),
      })
      .strict(),
  })
  .strict()

export type InviteLinkAnswer = z.output<typeof inviteLinkAnswerSchema>
export type InviteLinkSummary = InviteLinkAnswer["invite"]

/** The path of GET /store/invite-links/:id. */
export const inviteLinkParams = z.object({ id: inviteLinkIdSchema })
