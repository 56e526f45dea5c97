import { Link } from "react-router-dom"

export function HomePage() {
  return (
    <section>
      <h1>Lab tests and kits for clinics</h1>
      <p>Epilepsy and fertility clinics and approved individual customers order their lab tests here.</p>
      <p>
        <Link to="/login">Sign in</Link>
      </p>
    </section>
  )
}
