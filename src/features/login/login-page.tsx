import { useState } from "react"
import { useIdentitySnapshot } from "../../identity/identity-context"
import { SignInWidget, SignUpWidget } from "../../identity/widgets"
import { useT } from "../../i18n/messages"

/** /login: the identity provider's sign-in widget (or sign-up), and who is signed in once done. */
export function LoginPage() {
  const tr = useT()
  const { status, user } = useIdentitySnapshot()
  const [mode, setMode] = useState<"sign-in" | "sign-up">("sign-in")
  return (
    <section>
      <h1>Sign in</h1>
      {status === "signed-in" && user ? (
        <p role="status">{tr("identity.signedInAs", { email: user.email })}</p>
      ) : mode === "sign-in" ? (
        <>
          <SignInWidget />
          <button type="button" className="link" onClick={() => setMode("sign-up")}>
            {tr("identity.signUp")}
          </button>
        </>
      ) : (
        <>
          <SignUpWidget />
          <button type="button" className="link" onClick={() => setMode("sign-in")}>
            {tr("identity.signIn")}
          </button>
        </>
      )}
    </section>
  )
}
