import type { AnyStateMachine } from "xstate"
import { applicationMachine } from "../../machines/application.machine"
import { authMachine } from "../../machines/auth.machine"
import { cartMachine } from "../../machines/cart/cart.machine"
import { checkoutPaymentMachine } from "../../machines/checkout-payment.machine"
import { approvalMachine } from "../../machines/approval.machine"
import { inviteMachine } from "../../machines/invite.machine"
import { membershipMachine } from "../../machines/membership.machine"
import { orderEditMachine } from "../../machines/order-edit.machine"
import { returnRequestMachine } from "../../machines/return-request.machine"
import { sessionMachine } from "../../machines/session.machine"

/** Every machine of machines/, in the order docs/machines.md and the development inspector show them. */
export const machineCatalogue: Array<{ machine: AnyStateMachine; file: string }> = [
  { machine: sessionMachine, file: "machines/session.machine.ts" },
  { machine: authMachine, file: "machines/auth.machine.ts" },
  { machine: applicationMachine, file: "machines/application.machine.ts" },
  { machine: cartMachine, file: "machines/cart/cart.machine.ts" },
  { machine: checkoutPaymentMachine, file: "machines/checkout-payment.machine.ts" },
  { machine: inviteMachine, file: "machines/invite.machine.ts" },
  { machine: approvalMachine, file: "machines/approval.machine.ts" },
  { machine: membershipMachine, file: "machines/membership.machine.ts" },
  { machine: orderEditMachine, file: "machines/order-edit.machine.ts" },
  { machine: returnRequestMachine, file: "machines/return-request.machine.ts" },
]
