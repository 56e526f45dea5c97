import { useQuery } from "@tanstack/react-query"
import { ApiError } from "../../api/errors"
import { useText } from "../../i18n/text"
import { LoadingState } from "../../ui/async-state"
import { useApi } from "../../api/api-provider"
import { queryKeys } from "../../queries/query-keys"
import { useCustomerScope } from "../../queries/use-customer-scope"

/** The invite an invite mail's link names (`?invite=`): its clinic, its inviter's first name, whether it is open. */
function useInviteLink(id: string) {
  const api = useApi()
  const customerId = useCustomerScope()
  return useQuery({ queryKey: [...queryKeys.customer(customerId), "invite-link", id], queryFn: () => api.store.inviteLink(id) })
}

/** The store knows no open invite by this link (404), or the link's id was cut short (400). */
const isGone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400)

/**
 * Above the sign-up and sign-in forms opened from an invite mail: "<Inviter> invited you to join <Clinic>", what to
 * do next, or that the invite was answered or withdrawn (loaded lazily by InviteWelcomeSlot).
 */
export function InviteWelcome({ inviteId, action }: { inviteId: string; action: "signUp" | "signIn" }) {
  const text = useText()
  const query = useInviteLink(inviteId)
  if (query.isPending) return <LoadingState label={text("login.invite.loading")} />
  if (query.isError) {
    if (isGone(query.error)) return <p className="notice warning" role="status">{text("login.invite.gone")}</p>
    return (
      <div className="notice error" role="alert">
        <p>{text("login.invite.failed")}</p>
        <button type="button" className="button secondary" onClick={() => void query.refetch()}>
          {text("common.retry")}
        </button>
      </div>
    )
  }
  const invite = query.data
  const clinic = invite.clinic_name
  if (!invite.open) return <p className="notice warning" role="status">{text("login.invite.answered", { clinic })}</p>
  return (
    <section className="notice info invite-welcome" aria-labelledby="invite-welcome-title">
      <h2 id="invite-welcome-title">
        {invite.inviter_first_name ? text("login.invite.title", { inviter: invite.inviter_first_name, clinic }) : text("login.invite.titleNoInviter", { clinic })}
      </h2>
      <p>{text(action === "signUp" ? "login.invite.nextSignUp" : "login.invite.nextSignIn")}</p>
    </section>
  )
}
