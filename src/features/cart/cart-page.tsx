export function CartPage() {
  return (
    <section>
      <h1>Your cart</h1>
    </section>
  )
}
