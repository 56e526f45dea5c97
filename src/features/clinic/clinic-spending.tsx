import type { ClinicRole } from "@clinic-store/contract"
import { useApi } from "../../api/api-provider"
import { useClinicChanged } from "../../queries/use-clinic"
import { ClinicApprovals } from "./clinic-approvals"
import { MemberLimits, type MemberWithSpending } from "./member-limits"
import { useOrderApprovalActor } from "../../session/use-order-approval-actor"

/**
 * The clinic page's spending part: members' limits (changed by the owner and admins) and the approval requests
 * (its own approval actor). Saving limits or approving re-reads the clinic (limits, month's spend).
 */
export function ClinicSpending({ clinicId, members, myRole }: { clinicId: string; members: MemberWithSpending[]; myRole: ClinicRole | null }) {
  const api = useApi()
  const clinicChanged = useClinicChanged()
  const approvals = useOrderApprovalActor(() => void clinicChanged(clinicId))
  return (
    <>
      <MemberLimits
        members={members}
        myRole={myRole}
        onSave={async (customerId, limits) => {
          await api.store.setMemberLimits(customerId, limits)
          await clinicChanged(clinicId)
        }}
      />
      <ClinicApprovals actor={approvals} myRole={myRole} />
    </>
  )
}
