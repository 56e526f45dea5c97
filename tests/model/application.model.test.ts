import { applicationMachine } from "../../machines/application.machine"
import type { Customer } from "../../machines/domain.types"
import { individual } from "../support/fixtures"
import { describeModel } from "./support/model-suite"

const newcomer: Customer = { ...individual, metadata: {} }
const clinic = { id: "clinic_1", status: "awaiting" as const, billing_email: "b@c.example", billing_address: { country_code: "dk" } }
const withStatus = (status: string): Customer => ({ ...newcomer, metadata: { application: status } })

describeModel({
  name: "application",
  machine: applicationMachine,
  input: { customer: null },
  events: [
    { type: "CUSTOMER_UPDATED", customer: null },
    { type: "CUSTOMER_UPDATED", customer: newcomer },
    { type: "CUSTOMER_UPDATED", customer: withStatus("awaiting") },
    { type: "CUSTOMER_UPDATED", customer: withStatus("rejected") },
    { type: "CUSTOMER_UPDATED", customer: { ...newcomer, clinic: { ...clinic, status: "approved" } } },
    { type: "APPLY_INDIVIDUAL", application: { first_name: "Ida", last_name: "Holm" } },
    {
      type: "REGISTER_CLINIC",
      clinic: { name: "Klinik", type: "Epilepsy Clinic", billing_email: "b@c.example", billing_address: { country_code: "dk" } },
    },
    { type: "xstate.done.actor.submitApplication", output: { application_status: "awaiting" } },
    { type: "xstate.error.actor.submitApplication", error: new Error("conflict") },
    { type: "xstate.done.actor.registerClinic", output: clinic },
    { type: "xstate.error.actor.registerClinic", error: new Error("invalid") },
  ],
})
