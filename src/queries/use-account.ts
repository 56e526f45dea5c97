import { useMutation } from "@tanstack/react-query"
import { useApi } from "../api/api-provider"

/**
 * Erases the signed-in customer's store account (DELETE /store/user/delete/). An owner of a clinic with other members
 * gets 409 and nothing is deleted. Nothing is invalidated: the session ends right after, and sign-out empties the cache.
 */
export function useDeleteStoreAccount() {
  const api = useApi()
  return useMutation({ mutationFn: () => api.store.deleteAccount() })
}
