import { checkoutDetailsBody, namesRecipient } from "@clinic-store/contract"
import type { CheckoutDetails } from "./checkout-model"

/** The checkout's steps, in order: each needs the ones before it. */
export const CHECKOUT_STEPS = ["address", "delivery", "payment", "review"] as const

/** One step of the checkout. */
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

/** What the cart already has, step by step (read from the cart machine's cart). */
export interface CheckoutFacts {
  /** Email and both addresses are on the cart and complete (the shipping address names its recipient). */
  detailsComplete: boolean
  /** A shipping method is on the cart, or the cart is still adding it in the background. */
  deliveryChosen: boolean
  /** A payment method is chosen, or the cart is still choosing it in the background. */
  paymentChosen: boolean
}

/** Whether the cart's email and addresses let the customer go past the address step. */
export function detailsComplete(details: CheckoutDetails): boolean {
  return namesRecipient(details.shipping_address) && checkoutDetailsBody.safeParse(details).success
}

/** The first step whose facts are missing; review when nothing is. */
export function firstOpenStep(facts: CheckoutFacts): CheckoutStep {
  if (!facts.detailsComplete) return "address"
  if (!facts.deliveryChosen) return "delivery"
  if (!facts.paymentChosen) return "payment"
  return "review"
}

/** Whether a value (a URL's `step`) names a step. */
function isCheckoutStep(value: unknown): value is CheckoutStep {
  return typeof value === "string" && (CHECKOUT_STEPS as readonly string[]).includes(value)
}

/**
 * The step shown for the one asked for (the URL's, so a reload returns to it): any step up to the first open one;
 * a later step, or none asked, shows the first open step.
 */
export function shownStep(requested: unknown, facts: CheckoutFacts): CheckoutStep {
  const open = firstOpenStep(facts)
  if (!isCheckoutStep(requested)) return open
  return CHECKOUT_STEPS.indexOf(requested) <= CHECKOUT_STEPS.indexOf(open) ? requested : open
}

/** The step after `step` (review stays review). */
export function nextStep(step: CheckoutStep): CheckoutStep {
  return CHECKOUT_STEPS[Math.min(CHECKOUT_STEPS.indexOf(step) + 1, CHECKOUT_STEPS.length - 1)]
}
