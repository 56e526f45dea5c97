import { useMemo } from "react"
import { useShippingOptionNames } from "../../queries/use-products"
import type { CheckoutShipping } from "./checkout-model"

/** A cart's shipping method as Medusa answers it (the option it was made from, with Medusa's English name). */
type ShippingMethod = { price?: number; amount?: number; shipping_option_id?: string | null; shipping_option?: { id?: string; name?: string | null } | null }

/**
 * The cart's first shipping method for checkout: named in the page's language where staff translated the option
 * (`names`: `{ [optionId]: name }`), else Medusa's own name, else "Standard".
 */
export function shippingOf(methods: unknown, names: Record<string, string> = {}): CheckoutShipping | null {
  const first = (methods as ShippingMethod[] | null | undefined)?.[0]
  if (!first) return null
  const optionId = first.shipping_option?.id ?? first.shipping_option_id ?? ""
  return { name: names[optionId] || first.shipping_option?.name || "Standard", amount: first.price ?? first.amount ?? 0 }
}

/** The cart's shipping method, named in the shopper's language (Medusa's name until the translations arrive). */
export function useCheckoutShipping(methods: unknown): CheckoutShipping | null {
  const names = useShippingOptionNames().data
  return useMemo(() => shippingOf(methods, names), [methods, names])
}
