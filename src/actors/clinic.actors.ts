import { fromPromise } from "xstate"
import type { ClinicRegistration, IndividualApplication } from "../../machines/application.machine"
import type { Clinic } from "../../machines/domain.types"
import type { Invite } from "../../machines/invite.machine"
import type { MemberAction } from "../../machines/membership.machine"
import type { Api } from "../api"

/** The application machine's services. */
export function createApplicationActors(api: Pick<Api, "store">) {
  return {
    submitApplication: fromPromise<unknown, IndividualApplication>(({ input }) => api.store.apply(input)),
    registerClinic: fromPromise<Clinic, ClinicRegistration>(({ input }) => api.store.createClinic(input)),
  }
}

/** The invite machine's services. */
export function createInviteActors(api: Pick<Api, "store">) {
  return {
    listInvites: fromPromise<Invite[]>(() => api.store.listInvites()),
    sendInvite: fromPromise<Invite, { to: string }>(({ input }) => api.store.sendInvite(input.to)),
    answerInvite: fromPromise<Invite, { id: string; status: "approved" | "rejected" }>(({ input }) => api.store.answerInvite(input.id, input.status)),
    revokeInvite: fromPromise<unknown, { id: string }>(({ input }) => api.store.revokeInvite(input.id)),
  }
}

/** Runs one membership action against the store API. */
function runMemberAction(api: Pick<Api, "store">, action: MemberAction): Promise<unknown> {
  switch (action.kind) {
    case "promote":
      return api.store.promoteMember(action.memberId)
    case "demote":
      return api.store.demoteMember(action.memberId)
    case "remove":
      return api.store.removeMember(action.memberId)
    case "transfer":
      return api.store.transferOwnership(action.memberId)
  }
}

/** The membership machine's services. */
export function createMembershipActors(api: Pick<Api, "store">) {
  return { runMemberAction: fromPromise<unknown, MemberAction>(({ input }) => runMemberAction(api, input)) }
}
