import { InvalidError } from "./errors"

/**
 * A country is served when a region lists it (`served`: lower-case codes). Refuses (400 `invalid_data`) any other,
 * naming it and the served ones, so the customer learns where the store delivers; `field` names the address in the message.
 */
export function assertServedAmong(served: string[], countryCode: string, field: string): void {
  const code = countryCode.toLowerCase()
  if (served.includes(code)) return
  throw new InvalidError(`${field}.country_code: the store does not serve ${code.toUpperCase()}; it serves ${served.map((c) => c.toUpperCase()).join(", ")}`)
}
