import { useSession } from "../session/session-context"

/** The id every query key of the page starts with: the signed-in customer's, else null (a visitor). */
export function useCustomerScope(): string | null {
  return useSession().customer?.id ?? null
}
