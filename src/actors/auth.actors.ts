import { fromPromise } from "xstate"
import type { ProviderTokenResult } from "../../machines/auth.machine"
import type { Customer } from "../../machines/domain.types"
import type { Api } from "../api"
import { requestProviderToken, type IdentityLike } from "./identity-adapter"

/**
 * The auth machine's services bound to the API and an identity provider. `earlyCustomer` hands over a
 * `GET /store/user/me` already under way (src/app/early-requests.ts), used by the first load only.
 */
export function createAuthActors(
  api: Pick<Api, "store">,
  identity: IdentityLike,
  tokenTemplate: string,
  earlyCustomer: () => Promise<Customer> | undefined = () => undefined
) {
  return {
    getProviderToken: fromPromise<ProviderTokenResult>(() => requestProviderToken(identity, tokenTemplate)),
    backendSignIn: fromPromise<unknown, { token: string }>(({ input }) => api.store.login(input.token)),
    loadCustomer: fromPromise<Customer>(() => earlyCustomer() ?? api.store.me()),
    backendSignOut: fromPromise<void>(async () => {
      await api.store.logout()
    }),
    providerSignOut: fromPromise<void>(() => identity.signOut()),
  }
}
