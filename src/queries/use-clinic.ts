import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { Clinic } from "../../machines/domain.types"
import { useApi } from "../api/api-provider"
import { queryKeys } from "./query-keys"
import { useCustomerScope } from "./use-customer-scope"

/** The caller's clinic with its members (`GET /store/clinics/{id}`). */
export function useClinicDetail(clinicId: string | null | undefined) {
  const api = useApi()
  const customerId = useCustomerScope()
  return useQuery({
    queryKey: queryKeys.clinic(customerId, clinicId ?? ""),
    queryFn: () => api.store.getClinic(clinicId as string),
    enabled: Boolean(clinicId),
  })
}

/** Re-reads the caller's clinic (after a member action or an invite answer). */
export function useClinicChanged() {
  const customerId = useCustomerScope()
  const queryClient = useQueryClient()
  return (clinicId: string) => queryClient.invalidateQueries({ queryKey: queryKeys.clinic(customerId, clinicId) })
}

/**
 * Saves the clinic's profile; afterwards the clinic is read again and `onSaved` runs (the session re-reads the customer,
 * whose clinic name and country the header and the cart use).
 */
export function useUpdateClinic(clinicId: string | null, onSaved: () => void) {
  const api = useApi()
  const clinicChanged = useClinicChanged()
  return useMutation({
    mutationFn: (changes: Partial<Pick<Clinic, "name" | "billing_email" | "billing_address" | "vat_number">>) => api.store.updateClinic(clinicId as string, changes),
    onSuccess: async () => {
      if (clinicId) await clinicChanged(clinicId)
      onSaved()
    },
  })
}
