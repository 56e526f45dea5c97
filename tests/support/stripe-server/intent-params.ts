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

/** Only cards are served: `payment_method_types` may name `card` only. */
export function checkPaymentMethodTypes(value: unknown): void {
  if (value === undefined) return
  const types = Array.isArray(value) ? value : [value]
  if (types.length === 0 || types.some((type) => type !== "card")) throw invalidRequest("This test server accepts the payment method type card only.", "payment_method_types")
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
