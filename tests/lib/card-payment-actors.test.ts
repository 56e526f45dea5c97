import { describe, expect, it, vi } from "vitest"
import { createActor, toPromise } from "xstate"
import { createCardPaymentActors, returnUrlOf } from "../../src/actors/card-payment.actors"

/** The Payment Element's services over a stand-in for Stripe.js (unit test): what they ask Stripe for, and answer. */
describe("card payment actors", () => {
  it("send a redirect method back to this checkout page, without an earlier return's parameters", () => {
    expect(returnUrlOf("http://localhost:8000/checkout?step=payment")).toBe("http://localhost:8000/checkout?step=payment")
    expect(returnUrlOf("http://localhost:8000/checkout?step=payment&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=failed")).toBe(
      "http://localhost:8000/checkout?step=payment"
    )
  })

  it("confirm with the elements (checked first, redirect only if required) and answer the intent's status or Stripe's reason", async () => {
    const elements = { submit: vi.fn(async () => ({})) }
    const stripe = { confirmPayment: vi.fn(async () => ({ paymentIntent: { status: "requires_capture" } })) }
    const { confirmCardPayment } = createCardPaymentActors({ publishableKey: "pk_test_x" })
    const run = () => toPromise(createActor(confirmCardPayment, { input: { provider: stripe, clientSecret: "pi_1_secret_2", cardElement: elements } }).start())
    expect(await run()).toEqual({ status: "requires_capture" })
    expect(stripe.confirmPayment).toHaveBeenCalledWith({ elements, confirmParams: { return_url: returnUrlOf(window.location.href) }, redirect: "if_required" })
    // An incomplete element is refused before Stripe is asked; a decline rejects with Stripe's (localised) reason.
    elements.submit.mockResolvedValueOnce({ error: { message: "Dit kortnummer er ufuldstændigt." } } as never)
    await expect(run()).rejects.toThrow("Dit kortnummer er ufuldstændigt.")
    expect(stripe.confirmPayment).toHaveBeenCalledTimes(1)
    stripe.confirmPayment.mockResolvedValueOnce({ error: { message: "Dit kort blev afvist." } } as never)
    await expect(run()).rejects.toThrow("Dit kort blev afvist.")
  })
})
