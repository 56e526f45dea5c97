import type { Request } from "express"
import type { Intent } from "./intent"
import { invalidChoice, invalidInteger, invalidRequest, parameterMissing } from "./stripe-error"

/** A positive integer amount in the smallest currency unit; undefined when not given. */
export function amountParam(body: Record<string, unknown>, param: string): number | undefined {
  if (body[param] === undefined) return undefined
  const amount = Number(body[param])
  if (!/^\d+$/.test(String(body[param])) || !Number.isSafeInteger(amount) || amount < 1) throw invalidInteger(param)
  return amount
}

export function requiredAmount(body: Record<string, unknown>): number {
  const amount = amountParam(body, "amount")
  if (amount === undefined) throw parameterMissing("amount")
  return amount
}

export function currencyParam(value: unknown): string {
  if (value === undefined || value === "") throw parameterMissing("currency")
  if (typeof value !== "string" || !/^[a-z]{3}$/i.test(value)) throw invalidRequest(`Invalid currency: ${String(value)}.`, "currency", "parameter_invalid_string")
  return value.toLowerCase()
}

/** One of the documented choices, or the default when not given. */
export function choiceParam<T extends string>(body: Record<string, unknown>, param: string, choices: readonly T[], fallback: T): T {
  const value = body[param]
  if (value === undefined) return fallback
  if (!choices.includes(value as T)) throw invalidChoice(param, String(value), choices)
  return value as T
}

/** The payment method types this server serves, and the currencies each takes (Stripe's documented limits). */
export const METHOD_CURRENCIES: Record<string, readonly string[] | "any"> = {
  card: "any",
  // MobilePay (Denmark, Finland): Stripe takes it in DKK, EUR, NOK and SEK only.
  mobilepay: ["dkk", "eur", "nok", "sek"],
}

/** Whether a payment method type is served for a currency. */
export function methodTakesCurrency(type: string, currency: string): boolean {
  const currencies = METHOD_CURRENCIES[type]
  return currencies === "any" || (currencies !== undefined && currencies.includes(currency))
}

/**
 * The intent's `payment_method_types`: as given (card and MobilePay are served; each in its currencies), or with
 * `automatic_payment_methods[enabled]` the served types the currency allows (as Stripe takes those enabled in the
 * Dashboard: here all), or Stripe's default for API 2022-11-15, cards only. Both parameters together are refused.
 */
export function paymentMethodTypes(body: Record<string, unknown>, currency: string, current: string[] = ["card"]): string[] {
  const automatic = automaticPaymentMethods(body)
  const given = body.payment_method_types
  if (automatic && given !== undefined) {
    throw invalidRequest("You may only specify one of these parameters: automatic_payment_methods, payment_method_types.", "automatic_payment_methods")
  }
  if (automatic) return Object.keys(METHOD_CURRENCIES).filter((type) => methodTakesCurrency(type, currency))
  if (given === undefined) return current
  const types = (Array.isArray(given) ? given : [given]).map(String)
  const unknown = types.find((type) => !(type in METHOD_CURRENCIES))
  if (types.length === 0 || unknown !== undefined) {
    throw invalidRequest(`The payment method type "${unknown ?? ""}" is invalid. This test server serves: ${Object.keys(METHOD_CURRENCIES).join(", ")}.`, "payment_method_types")
  }
  const wrongCurrency = types.find((type) => !methodTakesCurrency(type, currency))
  if (wrongCurrency) {
    const currencies = METHOD_CURRENCIES[wrongCurrency] as readonly string[]
    throw invalidRequest(`The currency provided (${currency}) is invalid. Payment methods of type ${wrongCurrency} only support the following currencies: ${currencies.join(", ")}.`, "payment_method_types")
  }
  return types
}

/** `automatic_payment_methods[enabled]`: true, false, or undefined when not given. */
export function automaticPaymentMethods(body: Record<string, unknown>): boolean | undefined {
  const param = body.automatic_payment_methods
  if (param === undefined) return undefined
  const enabled = (param as { enabled?: unknown } | null)?.enabled
  if (enabled !== "true" && enabled !== "false") throw invalidRequest("Missing required param: automatic_payment_methods[enabled].", "automatic_payment_methods[enabled]", "parameter_missing")
  return enabled === "true"
}

/** Stripe's metadata update: keys are set, a key set to an empty string is removed. */
export function mergedMetadata(current: Record<string, string>, update: unknown): Record<string, string> {
  if (update === "") return {}
  if (typeof update !== "object" || update === null) throw invalidRequest("Invalid object", "metadata", "parameter_invalid_object")
  const merged = { ...current }
  for (const [key, value] of Object.entries(update as Record<string, unknown>)) {
    if (value === "") delete merged[key]
    else merged[key] = String(value)
  }
  return merged
}

/** Optional text parameters: a string, or null when given empty. */
export function textParam(body: Request["body"], param: string, current: string | null): string | null {
  const value = body[param]
  if (value === undefined) return current
  return value === "" ? null : String(value)
}

/** The statuses in which the money and the payment method of an intent may still change. */
export const UNCONFIRMED: Intent["status"][] = ["requires_payment_method", "requires_confirmation", "requires_action"]
