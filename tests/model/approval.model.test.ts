import type { ApprovalRequest } from "@clinic-store/contract"
import { approvalMachine } from "../../machines/approval.machine"
import { describeModel } from "./support/model-suite"

const request = (status: ApprovalRequest["status"]): ApprovalRequest => ({
  id: "apprq_1",
  clinic_id: "clinic_1",
  customer_id: "cus_member",
  customer_email: "member@example.com",
  customer_name: "Marcus Reed",
  cart_id: "cart_1",
  status,
  limit: "per_order",
  limit_amount: 10000,
  currency_code: "usd",
  totals: { subtotal: 12000, shipping_total: 900, tax_total: 0, discount_total: 0, total: 12900 },
  items: [{ title: "Epilepsy panel", quantity: 1, total: 12000 }],
  month_spend: 0,
  note: null,
  reference: null,
  shipping_address: null,
  reason: status === "rejected" ? "Over budget" : null,
  order_id: status === "approved" ? "order_1" : null,
  order_display_id: status === "approved" ? 1042 : null,
  decided_at: status === "pending" ? null : "2026-11-27T10:00:00.000Z",
  created_at: "2026-11-27T09:00:00.000Z",
})

describeModel({
  name: "approval",
  machine: approvalMachine,
  events: [
    { type: "RELOAD" },
    { type: "REQUEST", cartId: "cart_1" },
    { type: "REQUEST", cartId: "cart_1", note: "For the March patients" },
    { type: "WITHDRAW", id: "apprq_1" },
    { type: "APPROVE", id: "apprq_1" },
    { type: "REJECT", id: "apprq_1", reason: "Over budget" },
    { type: "xstate.done.actor.listApprovals", output: [request("pending")] },
    { type: "xstate.error.actor.listApprovals", error: new Error("offline") },
    { type: "xstate.done.actor.requestApproval", output: request("pending") },
    { type: "xstate.error.actor.requestApproval", error: new Error("within limits") },
    { type: "xstate.done.actor.approveRequest", output: request("approved") },
    { type: "xstate.error.actor.approveRequest", error: new Error("already approved") },
    { type: "xstate.done.actor.rejectRequest", output: request("rejected") },
    { type: "xstate.error.actor.rejectRequest", error: new Error("already decided") },
    { type: "xstate.done.actor.withdrawRequest", output: request("withdrawn") },
    { type: "xstate.error.actor.withdrawRequest", error: new Error("not pending") },
    { type: "xstate.after.approvalPoll.approval.ready" },
  ],
})
