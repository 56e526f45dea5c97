import { useQuery } from "@tanstack/react-query"
import { useApi } from "../api/api-provider"
import { queryKeys } from "./query-keys"

/** The caller's clinic with its members (`GET /store/clinics/{id}`). */
export function useClinicDetail(clinicId: string | null | undefined) {
  const api = useApi()
  return useQuery({
    queryKey: queryKeys.clinic(clinicId ?? ""),
    queryFn: () => api.product.getClinic(clinicId as string),
    enabled: Boolean(clinicId),
  })
}
