import { useSelector } from "@xstate/react"
import { cartSelectors } from "../../machines/cart/cart.selectors"
import type { CartActorRef } from "../session/cart-context"
import { DiscountCodeField } from "./discount-code-field"

/**
 * The cart's discount code field (APPLY_CODE, REMOVE_CODE) and gift card field (APPLY_GIFT_CARD, REMOVE_GIFT_CARD),
 * driven by the cart machine; each shows the server's reason for its own last refusal.
 */
export function CartDiscountCodes({ cart, disabled = false }: { cart: CartActorRef; disabled?: boolean }) {
  const codes = useSelector(cart, cartSelectors.discountCodes)
  const refusal = useSelector(cart, cartSelectors.codeError)
  const giftCards = useSelector(cart, cartSelectors.giftCardCodes)
  const giftCardRefusal = useSelector(cart, cartSelectors.giftCardError)
  const active = useSelector(cart, cartSelectors.isActive)
  return (
    <>
      <DiscountCodeField
        codes={codes}
        refusal={refusal}
        busy={!active}
        disabled={disabled}
        onApply={(code) => cart.send({ type: "APPLY_CODE", code })}
        onRemove={(code) => cart.send({ type: "REMOVE_CODE", code })}
      />
      <DiscountCodeField
        kind="giftCard"
        codes={giftCards}
        refusal={giftCardRefusal}
        busy={!active}
        disabled={disabled}
        onApply={(code) => cart.send({ type: "APPLY_GIFT_CARD", code })}
        onRemove={(code) => cart.send({ type: "REMOVE_GIFT_CARD", code })}
      />
    </>
  )
}
