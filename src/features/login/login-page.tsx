export function LoginPage() {
  return (
    <section>
      <h1>Sign in</h1>
    </section>
  )
}
