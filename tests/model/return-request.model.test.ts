import { returnRequestMachine } from "../../machines/return-request.machine"
import { describeModel } from "./support/model-suite"

describeModel({
  name: "returnRequest",
  machine: returnRequestMachine,
  input: { orderId: "order_1" },
  events: [
    { type: "SUBMIT", items: [{ item_id: "item_1", quantity: 1 }] },
    { type: "SUBMIT", items: [{ item_id: "item_1", quantity: 2, reason_id: "rr_damaged", note: "Box was crushed" }, { item_id: "item_2", quantity: 0 }] },
    { type: "SUBMIT", items: [{ item_id: "item_1", quantity: 0 }] },
    { type: "SUBMIT", items: [] },
    { type: "EDIT" },
    { type: "ANOTHER" },
    { type: "xstate.done.actor.requestReturn", output: { id: "ret_1", status: "requested" } },
    { type: "xstate.error.actor.requestReturn", error: new Error('items.0.quantity: line "AMH home test" has 0 fulfilled units not yet returned (asked for 1)') },
  ],
})
