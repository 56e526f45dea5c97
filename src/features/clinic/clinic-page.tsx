import { notWired } from "../../app/not-wired"
import { useStoreSession } from "../../app/store-session"
import { ClinicView } from "./clinic-view"

/** `/clinic`: the customer's clinic, its members and invites. */
export function ClinicPage() {
  const session = useStoreSession()
  const customer = session.customer
  return (
    <ClinicView
      status="loading"
      clinic={null}
      myRole={customer?.clinic_role ?? null}
      myCustomerId={customer?.id ?? ""}
      myEmail={customer?.email ?? ""}
      invites={[]}
      onUpdateProfile={notWired("clinic profile")}
      onPromote={notWired("promote")}
      onDemote={notWired("demote")}
      onRemove={notWired("remove member")}
      onTransfer={notWired("transfer ownership")}
      onInvite={notWired("invite")}
      onRevokeInvite={notWired("revoke invite")}
      onRespondInvite={notWired("respond to invite")}
    />
  )
}
