import { lazy, Suspense, type ComponentType } from "react"
import { useText } from "../../i18n/text"
import { LoadingState } from "../../ui/async-state"

/** The invite's welcome, from its own chunk: only a visitor who came by an invite link fetches it. */
type WelcomeProps = { inviteId: string; action: "signUp" | "signIn" }

const InviteWelcome = lazy<ComponentType<WelcomeProps>>(() =>
  import("./invite-welcome").then(
    (module) => ({ default: module.InviteWelcome }),
    // Without its code (offline) the page works all the same: the form, without the invite named.
    () => ({ default: () => null })
  )
)

/**
 * Above the sign-up and sign-in forms: "<Inviter> invited you to join <Clinic>" for a link naming an invite
 * (`?invite=`), nothing otherwise. Says it is looking the invite up while the code and the answer come.
 */
export function InviteWelcomeSlot({ inviteId, action }: { inviteId: string | null; action: "signUp" | "signIn" }) {
  const text = useText()
  if (!inviteId) return null
  return (
    <Suspense fallback={<LoadingState label={text("login.invite.loading")} />}>
      <InviteWelcome inviteId={inviteId} action={action} />
    </Suspense>
  )
}
