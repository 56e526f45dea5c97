import type { MailCatalogue } from "../kinds"

/** The store's mails in English. */
export const en: MailCatalogue = {
  email_code: ({ code }) => ({
    subject: "Your Clinic Store verification code",
    paragraphs: ["Enter this code in the store to confirm your email address. It is valid for 15 minutes.", "If you did not sign up, ignore this mail."],
    code,
  }),
  password_reset: ({ link }) => ({
    subject: "Reset your Clinic Store password",
    paragraphs: ["Someone asked to reset the password of your Clinic Store account. The link works once, within one hour.", "If it was not you, ignore this mail: your password stays as it is."],
    action: { label: "Choose a new password", url: link },
  }),
  invite: ({ clinic_name, inviter, link }) => ({
    subject: `${inviter} invited you to ${clinic_name} on Clinic Store`,
    paragraphs: [`${inviter} invited you to join ${clinic_name} on Clinic Store. Sign in, or create an account with this email address, to accept or decline the invite.`],
    action: { label: "Open the invite", url: link },
  }),
  application_decision: ({ decision, clinic_name, reason, link }) => {
    const who = clinic_name ? `The application of ${clinic_name}` : "Your application"
    return decision === "approved"
      ? { subject: "Your Clinic Store application is approved", paragraphs: [`${who} has been approved. You can now order from the store.`, ...(reason ? [`Note: ${reason}`] : [])], action: { label: "Go to the store", url: link } }
      : { subject: "Your Clinic Store application was not approved", paragraphs: [`${who} was not approved.`, ...(reason ? [`Reason: ${reason}`] : []), `Contact us if you have questions.`], action: { label: "Go to the store", url: link } }
  },
  order_placed: ({ display_id, items, total, link }) => ({
    subject: `Order #${display_id} is placed`,
    paragraphs: [
      `Thank you for your order #${display_id}.`,
      ...items.map((item) => `${item.quantity} × ${item.title}: ${item.total}`),
      `Total: ${total}`,
    ],
    action: { label: "See the order", url: link },
  }),
  results_ready: ({ display_id, link }) => ({
    subject: `Results are ready for order #${display_id}`,
    paragraphs: [`A lab result of your order #${display_id} is ready. Sign in to the store to read it.`],
    action: { label: "Sign in to see it", url: link },
  }),
  results_corrected: ({ display_id, link }) => ({
    subject: `A result of order #${display_id} was corrected`,
    paragraphs: [`The lab corrected a result of your order #${display_id}: the earlier file has been replaced. Sign in to the store to read the corrected result.`],
    action: { label: "Sign in to see it", url: link },
  }),
}
