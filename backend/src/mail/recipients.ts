import { toStoreLocale, type StoreLocale } from "@clinic-store/contract"
import { customerEmailAndLocale, storedLocalesOfEmail } from "../persistence/customer"
import type { Db } from "../persistence/db"

/**
 * The language of mails to an address: the store customer's (`metadata.locale`, from the sign-in token), else the
 * local identity's (stored at sign-up from the page locale), else undefined (the caller picks a fallback).
 */
export async function localeOfEmail(db: Db, email: string): Promise<StoreLocale | undefined> {
  return (await storedLocalesOfEmail(db, email)).map((locale) => toStoreLocale(locale)).find(Boolean)
}

/** The language of mails to a customer (by id), else undefined. */
export async function localeOfCustomer(db: Db, customerId: string): Promise<{ email: string; locale?: StoreLocale } | undefined> {
  const customer = await customerEmailAndLocale(db, customerId)
  if (!customer) return undefined
  return { email: customer.email, locale: toStoreLocale(customer.locale) ?? (await localeOfEmail(db, customer.email)) }
}
