import type { Stripe, StripeConstructorOptions } from "@stripe/stripe-js"

/** Stripe.js from Stripe itself: the only script a production storefront loads for cards. */
const STRIPE_JS_URL = "https://js.stripe.com/v3/"

type StripeConstructor = (publishableKey: string, options?: StripeConstructorOptions) => Stripe
type StripeWindow = Window & { Stripe?: StripeConstructor }

const scripts = new Map<string, Promise<StripeConstructor>>()
const stripeByKey = new Map<string, Promise<Stripe>>()

/** Adds Stripe.js's script tag once per URL and resolves with `window.Stripe` once it has run. */
function loadScript(url: string): Promise<StripeConstructor> {
  let promise = scripts.get(url)
  if (!promise) {
    promise = new Promise<StripeConstructor>((resolve, reject) => {
      const script = document.createElement("script")
      script.src = url
      script.async = true
      script.onload = () => {
        const constructor = (window as StripeWindow).Stripe
        if (constructor) resolve(constructor)
        else reject(new Error("The card provider's script did not load"))
      }
      script.onerror = () => reject(new Error("The card provider's script could not be loaded"))
      document.head.appendChild(script)
    })
    // A failed load may be tried again (the RETRY of the payment machine).
    promise.catch(() => scripts.delete(url))
    scripts.set(url, promise)
  }
  return promise
}

/**
 * Stripe for a publishable key, its script fetched from `scriptUrl` (Stripe's own unless the storefront is built for
 * tests with a local test double: src/lib/env.ts) only when a card session asks, once per key and locale (Stripe
 * words its errors, declines included, in the locale it was made with).
 */
export function stripeFor(publishableKey: string, scriptUrl: string = STRIPE_JS_URL, locale?: StripeConstructorOptions["locale"]): Promise<Stripe> {
  const key = `${scriptUrl} ${publishableKey} ${locale ?? "auto"}`
  let promise = stripeByKey.get(key)
  if (!promise) {
    promise = loadScript(scriptUrl).then((Stripe) => Stripe(publishableKey, locale ? { locale } : undefined))
    promise.catch(() => stripeByKey.delete(key))
    stripeByKey.set(key, promise)
  }
  return promise
}
