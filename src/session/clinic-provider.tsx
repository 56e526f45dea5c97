import { useActorRef } from "@xstate/react"
import { useMemo, type ReactNode } from "react"
import type { ActorRefFrom } from "xstate"
import { inviteMachine } from "../../machines/invite.machine"
import { membershipMachine } from "../../machines/membership.machine"
import { createInviteActors, createMembershipActors } from "../actors/clinic.actors"
import { inspect } from "../lib/inspector"
import { createRequiredContext } from "../lib/required-context"
import { useAccount } from "./session-context"
import { useApi } from "../api/api-provider"

/** What useClinic returns. */
interface ClinicContextValue {
  invites: ActorRefFrom<typeof inviteMachine>
  membership: ActorRefFrom<typeof membershipMachine>
}

const [ClinicContext, useClinicContext] = createRequiredContext<ClinicContextValue>("useClinic", "ClinicProvider")

/**
 * Invites and member actions for the clinic pages (needs AccountProvider above). `onClinicChanged`
 * lets the page re-read the clinic (e.g. invalidate its query) after a member action.
 */
export function ClinicProvider({ onClinicChanged, children }: { onClinicChanged?: () => void; children: ReactNode }) {
  const api = useApi()
  const { auth } = useAccount()
  const invites = useActorRef(
    inviteMachine.provide({
      actors: createInviteActors(api),
      actions: { customerChanged: () => auth.send({ type: "RELOAD_CUSTOMER" }) },
    }),
    { inspect }
  )
  const membership = useActorRef(
    membershipMachine.provide({
      actors: createMembershipActors(api),
      actions: {
        clinicChanged: (_, params) => {
          onClinicChanged?.()
          if (params.action.kind === "transfer" || params.action.kind === "remove") auth.send({ type: "RELOAD_CUSTOMER" })
        },
      },
    }),
    { inspect }
  )
  const value = useMemo(() => ({ invites, membership }), [invites, membership])
  return <ClinicContext.Provider value={value}>{children}</ClinicContext.Provider>
}

/** The clinic actors; throws outside ClinicProvider. */
export const useClinic = useClinicContext
