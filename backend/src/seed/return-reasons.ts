import type { MedusaContainer, ReturnReasonService } from "@medusajs/medusa"
import type { SeedReport } from "./seed-report"

/** The reasons a shopper picks from when returning items (English labels; staff may edit them in the back office). */
const RETURN_REASONS = [
  { value: "damaged", label: "Damaged" },
  { value: "wrong_item", label: "Wrong item" },
  { value: "other", label: "Other" },
] as const

/** Seeds each return reason once, by its value; a reason staff changed stays as they left it. */
export async function seedReturnReasons(container: MedusaContainer, report: SeedReport): Promise<void> {
  const reasons = container.resolve<ReturnReasonService>("returnReasonService")
  const have = new Set((await reasons.list({})).map((reason) => reason.value))
  for (const reason of RETURN_REASONS) {
    if (have.has(reason.value)) continue
    await reasons.create({ value: reason.value, label: reason.label })
    report.extra.returnReasons = (report.extra.returnReasons ?? 0) + 1
  }
}
