import { Link, Outlet } from "react-router-dom"

/** Page frame: header with the store name and main navigation, then the route's content. */
export function Layout() {
  return (
    <>
      <header className="site-header">
        <Link to="/" className="brand">
          Clinic Store
        </Link>
        <nav aria-label="Main">
          <Link to="/cart">Cart</Link>
        </nav>
      </header>
      <main id="main">
        <Outlet />
      </main>
    </>
  )
}
