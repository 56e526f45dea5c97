export * from "./cart"
export * from "./clinics"
export * from "./statuses"
