export * from "./clinics"
export * from "./statuses"
export * from "./locales"
export * from "./money"
