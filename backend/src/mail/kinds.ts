import type { StoreLocale } from "@clinic-store/contract"

/**
 * One line of an order mail as the store's pages show it: the product and variant (the contract's `lineName`) and
 * Medusa's line subtotal, formatted in the recipient's language by the contract's `formatStoreMoney`.
 */
type MailLine = { title: string; quantity: number; total: string }

/**
 * An order's totals as the store's pages show them: Medusa's own figures, formatted; `discount` only when there is one.
 * `includes_tax`: the prices include VAT (the EU regions), so the subtotal and shipping are before VAT and the total
 * includes `tax`, the VAT.
 */
type MailTotals = { subtotal: string; discount: string | null; shipping: string; tax: string; total: string; includes_tax: boolean }

/**
 * What happens next, as the confirmation page says it: the card the order was paid with (Stripe's brand as printed,
 * the last four digits; null for an invoice) and the working days within which the order ships.
 */
type MailNextSteps = { card: { brand: string; last4: string } | null; ships_within_days: number }

/**
 * What a mail says, by kind. Links are absolute URLs into the store (STORE_URL). A lab-result mail carries the
 * order number and a link only: never the result.
 */
export type MailContent =
  | { kind: "email_code"; code: string }
  | { kind: "password_reset"; link: string }
  | { kind: "invite"; clinic_name: string; inviter: string; link: string }
  | { kind: "application_decision"; decision: "approved" | "rejected"; clinic_name: string | null; reason?: string | null; link: string }
  | { kind: "order_placed"; display_id: number; reference: string | null; items: MailLine[]; totals: MailTotals; payment: string; next: MailNextSteps; link: string }
  | { kind: "results_ready"; display_id: number; link: string }
  | { kind: "results_corrected"; display_id: number; link: string }
  | { kind: "lab_order_update"; status: LabOrderMailStatus; test: string; display_id: number; link: string }
  | { kind: "membership_changed"; change: MembershipMailChange; clinic_name: string; link: string }
  | { kind: "contact_reply"; name: string; subject: string | null; reply: string }
  | { kind: "approval_requested"; member: string; clinic_name: string; total: string; limit: "per_order" | "per_month"; link: string }
  | { kind: "approval_decided"; decision: "approved" | "rejected"; clinic_name: string; total: string; display_id: number | null; reason: string | null; link: string }
  | { kind: "application_received"; applicant: string; email: string; clinic_name: string | null; clinic_type: string | null; link: string }
  | { kind: "order_edit_requested"; display_id: number; old_total: string; new_total: string; difference: string | null; link: string }
  | { kind: "return_requested"; display_id: number; items: ReturnMailLine[]; link: string }
  | { kind: "return_received"; display_id: number; items: ReturnMailLine[]; refunded: string | null; link: string }

/** One line of a return mail: the product and variant (the contract's `lineName`) and the units going back. */
export type ReturnMailLine = { title: string; quantity: number }

/** The lab-order statuses told by a `lab_order_update` mail (results ready has its own mail; received is the order mail). */
export type LabOrderMailStatus = "kit_sent" | "awaiting_samples" | "in_analysis" | "canceled"

/** What a membership mail tells the member it is about: removed, made an admin, made a plain member, made the owner. */
export type MembershipMailChange = "removed" | "promoted" | "demoted" | "owner"

/** A mail to send: the recipient, their language and what to say. */
export type MailRequest = { to: string; locale: StoreLocale; content: MailContent }

/** What one language's copy makes of a mail: the subject, paragraphs, and the call to action when there is a link. */
export type MailCopy = { subject: string; paragraphs: string[]; action?: { label: string; url: string }; code?: string }

/** One language's copy: a function per kind. */
export type MailCatalogue = { [K in MailContent["kind"]]: (content: Extract<MailContent, { kind: K }>) => MailCopy }

/** Kinds whose content is a secret (a sign-up code, a reset link): never stored in a Notification, never resent. */
export const SECRET_MAIL_KINDS: ReadonlySet<MailContent["kind"]> = new Set(["email_code", "password_reset"])
