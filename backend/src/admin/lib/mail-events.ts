/** What each event that sends mail is called in the back office (the events of the store's mail table). */
const MAIL_EVENT_LABELS: Record<string, string> = {
  "clinic_invite.created": "Clinic invite",
  "clinic.status_changed": "Clinic decision",
  "application.status_changed": "Application decision",
  "order.placed": "Order placed",
  "lab_order.status_changed": "Lab order status",
  "lab_order.result_replaced": "Result corrected",
  "clinic.membership_changed": "Membership change",
  "contact_submission.replied": "Contact reply",
  "idp_user.email_code": "Sign-up code",
  "idp_user.password_reset": "Password reset",
  "approval.requested": "Approval request",
  "approval.decided": "Approval decision",
  "clinic.created": "New clinic application (to staff)",
  "application.submitted": "New application (to staff)",
  "order-edit.requested": "Order edit to confirm",
  "order.return_requested": "Return requested",
  "order.items_returned": "Return received",
}

export const MAIL_EVENT_OPTIONS = Object.entries(MAIL_EVENT_LABELS).map(([value, label]) => ({ value, label }))

export function mailEventLabel(eventName: string | null): string {
  return (eventName && MAIL_EVENT_LABELS[eventName]) || eventName || "—"
}
