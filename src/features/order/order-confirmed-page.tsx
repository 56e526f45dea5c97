import { useParams } from "react-router-dom"

export function OrderConfirmedPage() {
  const { id } = useParams()
  return (
    <section>
      <h1>Order confirmed</h1>
      <p>Order reference: {id}</p>
    </section>
  )
}
