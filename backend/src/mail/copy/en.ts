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
  order_placed: ({ display_id, reference, items, totals, payment, next, link }) => ({
    subject: `Order #${display_id} is placed`,
    paragraphs: [
      `Thank you for your order #${display_id}.`,
      ...(reference ? [`Your reference: ${reference}`] : []), ...items.map((item) => `${item.quantity} × ${item.title}: ${item.total}`),
      ...(totals.includes_tax
        ? [`Subtotal excl. VAT: ${totals.subtotal}`, ...(totals.discount ? [`Discount: −${totals.discount}`] : []), `Shipping excl. VAT: ${totals.shipping}`, `VAT: ${totals.tax}`, `Total incl. VAT: ${totals.total}`]
        : [`Subtotal: ${totals.subtotal}`, ...(totals.discount ? [`Discount: −${totals.discount}`] : []), `Shipping: ${totals.shipping}`, `Tax: ${totals.tax}`, `Total: ${totals.total}`]),
      "What happens next:",
      `Payment: ${payment}${next.card ? ` (${next.card.brand} ending in ${next.card.last4})` : ""} — we ship within ${next.ships_within_days} working ${next.ships_within_days === 1 ? "day" : "days"}.`,
      "Each test comes as a kit. Take the sample as the kit's instructions say, record it on the order's page (patient reference and the day it was taken) and send it back in the envelope enclosed. We email you when the result is ready.",
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
  lab_order_update: ({ status, test, display_id, link }) => {
    const told = {
      kit_sent: { subject: `Order #${display_id}: your test kit is on its way`, text: `The test kit for ${test} (order #${display_id}) has been sent to you.` },
      awaiting_samples: { subject: `Order #${display_id}: we are waiting for your samples`, text: `We are waiting for the samples for ${test} (order #${display_id}). Send them as the kit's instructions say.` },
      in_analysis: { subject: `Order #${display_id}: your samples are being analysed`, text: `The samples for ${test} (order #${display_id}) have arrived and are being analysed.` },
      canceled: { subject: `Order #${display_id}: a lab order was cancelled`, text: `The lab order for ${test} (order #${display_id}) was cancelled. Contact us if you have questions.` },
    }[status]
    return { subject: told.subject, paragraphs: [told.text], action: { label: "See the order", url: link } }
  },
  membership_changed: ({ change, clinic_name, link }) => {
    const told = {
      removed: { subject: `You are no longer a member of ${clinic_name}`, text: `You were removed from ${clinic_name} on Clinic Store. You can no longer order for the clinic or see its orders.` },
      promoted: { subject: `You are now an admin of ${clinic_name}`, text: `You are now an admin of ${clinic_name} on Clinic Store: you can invite members and update the clinic's details.` },
      demoted: { subject: `You are now a member of ${clinic_name}`, text: `You are no longer an admin of ${clinic_name} on Clinic Store; you stay a member.` },
      owner: { subject: `You are now the owner of ${clinic_name}`, text: `Ownership of ${clinic_name} on Clinic Store was transferred to you.` },
    }[change]
    return { subject: told.subject, paragraphs: [told.text], action: { label: "Go to the store", url: link } }
  },
  contact_reply: ({ name, subject, reply }) => ({
    subject: subject ? `Re: ${subject}` : "Our answer to your message to Clinic Store",
    paragraphs: [`Dear ${name},`, reply, "Clinic Store"],
  }),
  approval_requested: ({ member, clinic_name, total, limit, link }) => ({
    subject: `${member} asks for approval of an order of ${total}`,
    paragraphs: [
      `${member} wants to place an order of ${total} for ${clinic_name}, which is over their ${limit === "per_order" ? "limit per order" : "monthly limit"}.`,
      "Approve it to place the order on their behalf, or reject it with a reason.",
    ],
    action: { label: "Review the request", url: link },
  }),
  approval_decided: ({ decision, clinic_name, total, display_id, reason, link }) =>
    decision === "approved"
      ? { subject: `Your order of ${total} is approved`, paragraphs: [`Your order of ${total} for ${clinic_name} was approved and placed${display_id ? ` as order #${display_id}` : ""}.`], action: { label: "See the order", url: link } }
      : { subject: `Your order of ${total} was not approved`, paragraphs: [`Your order of ${total} for ${clinic_name} was not approved.`, ...(reason ? [`Reason: ${reason}`] : []), "Your cart is open again: change it and ask again, or contact your clinic's owner."], action: { label: "Open the cart", url: link } },
  application_received: ({ applicant, email, clinic_name, clinic_type, link }) =>
    clinic_name
      ? { subject: `New clinic application: ${clinic_name}`, paragraphs: [`${applicant} (${email}) signed up ${clinic_name}${clinic_type ? ` (${clinic_type})` : ""} and waits for approval.`, "Approve or reject it in the back office."], action: { label: "Review the application", url: link } }
      : { subject: `New application: ${applicant}`, paragraphs: [`${applicant} (${email}) applied to order as an individual and waits for approval.`, "Approve or reject it in the back office."], action: { label: "Review the application", url: link } },
  order_edit_requested: ({ display_id, old_total, new_total, difference, link }) => ({
    subject: `An edit of your order #${display_id} to confirm`,
    paragraphs: [
      `We propose a change to your order #${display_id}. Open it to see what changes, then confirm or decline it.`,
      `Total now: ${old_total}`, `Total after the change: ${new_total}`, ...(difference ? [`You pay the difference of ${difference} when you confirm.`] : []),
    ],
    action: { label: "See the change", url: link },
  }),
  return_requested: ({ display_id, items, link }) => ({
    subject: `Order #${display_id}: your return is requested`,
    paragraphs: [`We have your request to return items of order #${display_id}:`, ...items.map((item) => `${item.quantity} × ${item.title}`), "Send the items back as agreed with us; we will tell you when they have arrived."],
    action: { label: "See the order", url: link },
  }),
  return_received: ({ display_id, items, refunded, link }) => ({
    subject: `Order #${display_id}: your returned items have arrived`,
    paragraphs: [`The items you returned from order #${display_id} have arrived:`, ...items.map((item) => `${item.quantity} × ${item.title}`), ...(refunded ? [`Refunded so far: ${refunded}`] : [])],
    action: { label: "See the order", url: link },
  }),
}
