export * from "./clinics"
export * from "./statuses"
