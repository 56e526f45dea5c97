import { useEffect, useId, useRef } from "react"
import { Link } from "react-router-dom"
import { useText } from "../../i18n/text"
import { usePageFormat } from "../../i18n/page-format"
import { ProductImage } from "../../ui/product-image"
import { itemCount, medusaTotals, type MedusaTotalsLike } from "../../models/cart-model"
import type { AddedItem, CartActorRef } from "../../session/cart-context"
import { useSettledCart } from "../../session/use-settled-cart"
import { useSelector } from "@xstate/react"
import { cartSelectors } from "../../../machines/cart/cart.selectors"

/** The elements Tab moves between inside the drawer. */
const FOCUSABLE = "a[href], button:not([disabled]), [tabindex]:not([tabindex='-1'])"

/**
 * The cart drawer: a modal dialog confirming an item added without leaving the page. It names the product and shows
 * the cart's total as Medusa answered it (the previous total marked as updating while Medusa prepares the cart),
 * with links to the cart and the checkout. Focus moves into it and stays there; Escape, the close button or a click
 * outside closes it, and focus returns to where it was (the "Add to cart" button).
 */
export function CartDrawer({ cart, item, onClose }: { cart: CartActorRef; item: AddedItem; onClose: () => void }) {
  const text = useText()
  const format = usePageFormat()
  const id = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const { settled, updating } = useSettledCart(cart)
  const region = useSelector(cart, cartSelectors.region)
  const currency = region?.currency_code ?? "usd"
  const total = medusaTotals(settled as MedusaTotalsLike).total
  const count = itemCount(settled.items as { quantity: number }[])
  const opener = item.opener
  useEffect(() => {
    heading.current?.focus()
    // The opener was disabled while adding (so focus left it); it is enabled again by the time the drawer closes.
    return () => opener?.focus?.()
  }, [opener])
  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "Escape") {
      event.stopPropagation()
      onClose()
      return
    }
    if (event.key !== "Tab" || !dialog.current) return
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && (document.activeElement === first || document.activeElement === heading.current)) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }
  return (
    <div className="drawer-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} className="drawer" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} onKeyDown={onKeyDown}>
        <div className="drawer-head">
          <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
            {text("shop.drawer.title")}
          </h2>
          <button type="button" className="button link" onClick={onClose}>
            {text("shop.drawer.close")}
          </button>
        </div>
        <div className="drawer-line">
          <ProductImage src={item.thumbnail} name={item.name} eager />
          <p>
            <strong>{text("shop.drawer.added", { quantity: item.quantity, name: item.name })}</strong>
            {item.variantTitle ? <span className="block muted">{item.variantTitle}</span> : null}
          </p>
        </div>
        <p className="muted">{text("shop.drawer.items", { count })}</p>
        <p className="drawer-total">
          <span>{text("shop.drawer.total")}</span>
          <span className="money" aria-live="polite">
            {format.money(total, currency)}
            {updating ? <span className="totals-updating">({text("shop.cart.updatingTotal")})</span> : null}
          </span>
        </p>
        <div className="drawer-actions">
          <Link to="/checkout" className="button primary wide" onClick={onClose}>
            {text("shop.drawer.checkout")}
          </Link>
          <Link to="/cart" className="button secondary wide" onClick={onClose}>
            {text("shop.drawer.viewCart")}
          </Link>
          <button type="button" className="button link" onClick={onClose}>
            {text("shop.drawer.continue")}
          </button>
        </div>
      </div>
    </div>
  )
}
