/** Accounts the seed creates, printed by `npm start`. */
export const DEMO_ACCOUNTS = [
  { who: "Staff (back office, admin API)", email: "admin@example.com", password: "supersecret" },
]
