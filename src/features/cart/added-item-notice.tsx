import { useEffect, useState } from "react"
import { Link } from "react-router-dom"
import type { AddedItem } from "../../../machines/cart/cart.types"
import { useText } from "../../i18n/text"

/**
 * The page an item was added on, when it is a path of this store (one leading "/", never another site such as
 * "//evil.test", and not the cart itself); else the products list.
 */
function continueShoppingPath(item: AddedItem | null): string {
  const from = item?.from
  return from && from.startsWith("/") && !from.startsWith("//") && !from.includes("\\") && !/^\/cart(?:[/?#]|$)/.test(from) ? from : "/products"
}

/**
 * Names the item just added ("<title> added to your cart") in a polite live region, filled after the page is shown so
 * screen readers announce it, and leads back to the page it was added on ("Continue shopping", query string kept).
 */
export function AddedItemNotice({ item }: { item: AddedItem | null }) {
  const text = useText()
  const [announced, setAnnounced] = useState<string | null>(null)
  const title = item?.title ?? null
  useEffect(() => setAnnounced(title), [title])
  return (
    <div className="cart-added">
      <p role="status" aria-live="polite" className={announced ? "notice success" : undefined}>
        {announced ? text("cart.added", { title: announced }) : ""}
      </p>
      <Link to={continueShoppingPath(item)} className="button secondary">
        {text("cart.continueShopping")}
      </Link>
    </div>
  )
}
