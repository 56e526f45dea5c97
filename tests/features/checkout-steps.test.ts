import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { CheckoutDetails } from "../../src/features/checkout/checkout-model"
import { CHECKOUT_STEPS, detailsComplete, firstOpenStep, nextStep, shownStep, type CheckoutFacts, type CheckoutStep } from "../../src/features/checkout/checkout-steps"
import { toAddressValues } from "../../src/ui/address-fields"

const address = toAddressValues({ first_name: "Olivia", last_name: "Owner", address_1: "1 Clinic Road", city: "Aarhus", postal_code: "8000", country_code: "dk" })
const complete: CheckoutDetails = { email: "orders@north.example", shipping_address: address, billing_address: address }
const facts = fc.record<CheckoutFacts>({ detailsComplete: fc.boolean(), deliveryChosen: fc.boolean(), paymentChosen: fc.boolean() })
const requested = fc.oneof(fc.constantFrom<unknown>(...CHECKOUT_STEPS, null, undefined, "", "confirm", "REVIEW"), fc.string())

describe("checkout steps", () => {
  it("the email and both addresses complete the address step; the shipping address must name its recipient", () => {
    expect(detailsComplete(complete)).toBe(true)
    expect(detailsComplete({ ...complete, email: "" })).toBe(false)
    expect(detailsComplete({ ...complete, shipping_address: { ...address, last_name: "" } })).toBe(false)
    expect(detailsComplete({ ...complete, billing_address: { ...address, city: "" } })).toBe(false)
  })

  it("opens at the first step the cart lacks, in order", () => {
    expect(firstOpenStep({ detailsComplete: false, deliveryChosen: true, paymentChosen: true })).toBe("address")
    expect(firstOpenStep({ detailsComplete: true, deliveryChosen: false, paymentChosen: true })).toBe("delivery")
    expect(firstOpenStep({ detailsComplete: true, deliveryChosen: true, paymentChosen: false })).toBe("payment")
    expect(firstOpenStep({ detailsComplete: true, deliveryChosen: true, paymentChosen: true })).toBe("review")
  })

  it("shows the step asked for (a reload's URL) when the cart has every step before it, else the first open step", () => {
    fc.assert(
      fc.property(facts, requested, (f, asked) => {
        const shown = shownStep(asked, f)
        const open = firstOpenStep(f)
        // Never past a step the cart lacks.
        expect(CHECKOUT_STEPS.indexOf(shown)).toBeLessThanOrEqual(CHECKOUT_STEPS.indexOf(open))
        // A step at or before the first open one is kept; anything else falls back to the first open one.
        const keeps = typeof asked === "string" && (CHECKOUT_STEPS as readonly string[]).includes(asked) && CHECKOUT_STEPS.indexOf(asked as never) <= CHECKOUT_STEPS.indexOf(open)
        expect(shown).toBe(keeps ? asked : open)
      })
    )
  })

  it("walking the steps with Continue from the address reaches the review, one step at a time", () => {
    const walked: CheckoutStep[] = [CHECKOUT_STEPS[0]]
    while (walked.at(-1) !== "review") walked.push(nextStep(walked.at(-1)!))
    expect(walked).toEqual([...CHECKOUT_STEPS])
    expect(nextStep("review")).toBe("review")
  })
})
