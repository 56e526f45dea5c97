/** What a test card does, as in Stripe's test mode: the token the mock charges, and whether 3-D Secure is asked. */
export type TestCard = { token: string; threeDSecure: boolean; brand: string; last4: string }

/** Stripe's test card numbers the flow uses, mapped onto stripe-stateful-mock's charge tokens. */
const CARDS: Record<string, Omit<TestCard, "last4">> = {
  "4242424242424242": { token: "tok_visa", threeDSecure: false, brand: "visa" },
  "5555555555554444": { token: "tok_mastercard", threeDSecure: false, brand: "mastercard" },
  "4000000000000002": { token: "tok_chargeDeclined", threeDSecure: false, brand: "visa" },
  "4000000000009995": { token: "tok_chargeDeclinedInsufficientFunds", threeDSecure: false, brand: "visa" },
  "4000000000000069": { token: "tok_chargeDeclinedExpiredCard", threeDSecure: false, brand: "visa" },
  // 3-D Secure required on every payment (Stripe's 4000 0027 6000 3184 and 4000 0025 0000 3155)
  "4000002760003184": { token: "tok_visa", threeDSecure: true, brand: "visa" },
  "4000002500003155": { token: "tok_visa", threeDSecure: true, brand: "visa" },
}

/** Stripe's test payment methods (`pm_card_…`), usable without creating a payment method first. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: "4242424242424242",
  pm_card_mastercard: "5555555555554444",
  pm_card_chargeDeclined: "4000000000000002",
  pm_card_chargeDeclinedInsufficientFunds: "4000000000009995",
  pm_card_authenticationRequired: "4000002760003184",
  pm_card_threeDSecure2Required: "4000002500003155",
}

/** The test card for a number (spaces ignored), or null for a number Stripe would call incorrect. */
export function testCard(number: string): TestCard | null {
  const digits = number.replace(/\s+/g, "")
  const card = CARDS[digits]
  return card ? { ...card, last4: digits.slice(-4) } : null
}
