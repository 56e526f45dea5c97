import { useSelector } from "@xstate/react"
import { cartSelectors } from "../../machines/cart/cart.selectors"
import type { CartActorRef } from "../session/cart-context"
import { DiscountCodeField } from "./discount-code-field"

/** The cart's discount code field, driven by the cart machine (APPLY_CODE, REMOVE_CODE). */
export function CartDiscountCodes({ cart, disabled = false }: { cart: CartActorRef; disabled?: boolean }) {
  const codes = useSelector(cart, cartSelectors.discountCodes)
  const refusal = useSelector(cart, cartSelectors.codeError)
  const active = useSelector(cart, cartSelectors.isActive)
  return (
    <DiscountCodeField
      codes={codes}
      refusal={refusal}
      busy={!active}
      disabled={disabled}
      onApply={(code) => cart.send({ type: "APPLY_CODE", code })}
      onRemove={(code) => cart.send({ type: "REMOVE_CODE", code })}
    />
  )
}
