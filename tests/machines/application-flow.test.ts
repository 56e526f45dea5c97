import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { applicationMachine, applicationStatusOf } from "../../machines/application.machine"
import type { Customer } from "../../machines/domain.types"
import { individual } from "../support/fixtures"

const newcomer: Customer = { ...individual, metadata: {} }
const clinic = { id: "clinic_1", status: "rejected" as const }

describe("application status", () => {
  it("takes the clinic status first, else metadata.application, else none", () => {
    expect(applicationStatusOf(null)).toBeNull()
    expect(applicationStatusOf(newcomer)).toBeNull()
    expect(applicationStatusOf({ ...newcomer, metadata: { application: "approved" } })).toBe("approved")
    expect(applicationStatusOf({ ...newcomer, metadata: { application: "approved" }, clinic })).toBe("rejected")
    expect(applicationStatusOf({ ...newcomer, metadata: { application: "maybe" } })).toBeNull()
  })

  it("prefers the API's application_status, and reads the stored application's status", () => {
    expect(applicationStatusOf({ ...newcomer, application_status: "awaiting", clinic })).toBe("awaiting")
    expect(applicationStatusOf({ ...newcomer, application_status: null, metadata: { application: { status: "rejected", first_name: "A" } } })).toBe("rejected")
    expect(applicationStatusOf({ ...newcomer, metadata: { application: { status: "maybe" } } })).toBeNull()
    expect(applicationStatusOf({ ...newcomer, metadata: { application: null } })).toBeNull()
  })

  it.each([
    [null, "notSignedIn"],
    [newcomer, "noApplication"],
    [{ ...newcomer, metadata: { application: "awaiting" } }, "awaiting"],
    [{ ...newcomer, metadata: { application: "rejected" } }, "rejected"],
    [{ ...newcomer, clinic: { ...clinic, status: "approved" } }, "approved"],
  ] as Array<[Customer | null, string]>)("derives the state from the customer (%#)", (customer, state) => {
    const actor = createActor(applicationMachine, { input: { customer } }).start()
    expect(actor.getSnapshot().value).toBe(state)
  })
})

describe("applying", () => {
  function start(services: { submit?: () => Promise<unknown>; register?: () => Promise<unknown> } = {}) {
    const customerChanged = vi.fn()
    const submit = vi.fn<(input: unknown) => Promise<unknown>>(services.submit ?? (async () => ({ application_status: "awaiting" })))
    const register = vi.fn<(input: unknown) => Promise<unknown>>(services.register ?? (async () => ({ id: "clinic_9", status: "awaiting" })))
    const machine = applicationMachine.provide({
      actors: {
        submitApplication: fromPromise(({ input }) => submit(input as never)),
        registerClinic: fromPromise(({ input }) => register(input as never) as never),
      },
      actions: { customerChanged },
    })
    const actor = createActor(machine, { input: { customer: newcomer } }).start()
    return { actor, submit, register, customerChanged }
  }

  it("moves to awaiting after applying as an individual", async () => {
    const { actor, submit, customerChanged } = start()
    actor.send({ type: "APPLY_INDIVIDUAL", application: { first_name: "Ida", last_name: "Holm" } })
    await waitFor(actor, (s) => s.matches("awaiting"))
    expect(submit).toHaveBeenCalledWith({ first_name: "Ida", last_name: "Holm" })
    expect(applicationStatusOf(actor.getSnapshot().context.customer)).toBe("awaiting")
    expect(customerChanged).toHaveBeenCalledTimes(1)
  })

  it("moves to awaiting after registering a clinic", async () => {
    const { actor, register } = start()
    const registration = { name: "K", type: "Fertility Clinic" as const, billing_email: "b@k.example", billing_address: { address_1: "1 Clinic Road", city: "Aarhus", postal_code: "8000", country_code: "dk" } }
    actor.send({ type: "REGISTER_CLINIC", clinic: registration })
    await waitFor(actor, (s) => s.matches("awaiting"))
    expect(register).toHaveBeenCalledWith(registration)
    expect(actor.getSnapshot().context.customer?.clinic?.id).toBe("clinic_9")
  })

  it("returns to noApplication with the error when applying fails", async () => {
    const { actor, customerChanged } = start({ submit: async () => Promise.reject(new Error("already applied")) })
    actor.send({ type: "APPLY_INDIVIDUAL", application: { first_name: "Ida", last_name: "Holm" } })
    await waitFor(actor, (s) => s.context.error !== null)
    expect(actor.getSnapshot().value).toBe("noApplication")
    expect(actor.getSnapshot().context.error).toBe("already applied")
    expect(customerChanged).not.toHaveBeenCalled()
  })
})
