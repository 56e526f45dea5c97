/** Accounts the seed creates, printed by `npm start`. Customers sign in on /login (local identity provider). */
export const DEMO_ACCOUNTS = [
  { who: "Staff (back office, admin API)", email: "admin@example.com", password: "supersecret" },
  { who: "Clinic owner", email: "owner@example.com", password: "Clinic-Demo-2026!" },
  { who: "Clinic member (two-step on)", email: "member@example.com", password: "Clinic-Demo-2026!" },
  { who: "Fertility clinic customer", email: "fertility@example.com", password: "Clinic-Demo-2026!" },
  { who: "Individual customer", email: "individual@example.com", password: "Clinic-Demo-2026!" },
  { who: "Applicant (awaiting approval)", email: "pending@example.com", password: "Clinic-Demo-2026!" },
  { who: "Applicant (rejected)", email: "rejected@example.com", password: "Clinic-Demo-2026!" },
]

/** How to get member@example.com's two-step code, printed under the accounts. */
export const TWO_STEP_HINT = "member@example.com's two-step code: npm run totp -w backend -- member@example.com"
