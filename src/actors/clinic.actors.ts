import { fromPromise } from "xstate"
import type { ClinicRegistration, IndividualApplication } from "../../machines/application.machine"
import type { Clinic } from "../../machines/domain.types"
import type { Invite } from "../../machines/invite.machine"
import type { MemberAction } from "../../machines/membership.machine"
import type { Api } from "../api"

/** The application machine's services. */
export function createApplicationActors(api: Pick<Api, "product">) {
  return {
    submitApplication: fromPromise<unknown, IndividualApplication>(({ input }) => api.product.apply(input)),
    registerClinic: fromPromise<Clinic, ClinicRegistration>(({ input }) => api.product.createClinic(input)),
  }
}

/** The invite machine's services. */
export function createInviteActors(api: Pick<Api, "product">) {
  return {
    listInvites: fromPromise<Invite[]>(() => api.product.listInvites()),
    sendInvite: fromPromise<Invite, { to: string }>(({ input }) => api.product.sendInvite(input.to)),
    answerInvite: fromPromise<Invite, { id: string; status: "approved" | "rejected" }>(({ input }) => api.product.answerInvite(input.id, input.status)),
    revokeInvite: fromPromise<unknown, { id: string }>(({ input }) => api.product.revokeInvite(input.id)),
  }
}

/** Runs one membership action against the product API. */
function runMemberAction(api: Pick<Api, "product">, action: MemberAction): Promise<unknown> {
  switch (action.kind) {
    case "promote":
      return api.product.promoteMember(action.memberId)
    case "demote":
      return api.product.demoteMember(action.memberId)
    case "remove":
      return api.product.removeMember(action.memberId)
    case "transfer":
      return api.product.transferOwnership(action.memberId)
  }
}

/** The membership machine's services. */
export function createMembershipActors(api: Pick<Api, "product">) {
  return { runMemberAction: fromPromise<unknown, MemberAction>(({ input }) => runMemberAction(api, input)) }
}
