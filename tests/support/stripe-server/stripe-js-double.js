// Stripe.js test double: see below
