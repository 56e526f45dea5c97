/**
 * The shapes a setting's value may take (zod schemas of one environment string), shared by the settings table
 * (environment-settings.js). Each message says what is expected, never the value (it may be a secret).
 */
const { z } = require("zod")

/** Values the store's own examples and Medusa's starters use: never a production secret. */
const WELL_KNOWN_SECRETS = new Set(["supersecret", "something", "secret", "changeme"])

function protocolOf(value) {
  try {
    return new URL(value).protocol
  } catch {
    return undefined
  }
}

/** A URL whose scheme is one of `protocols` ("https:", …). */
function url(protocols, example) {
  const schemes = protocols.map((p) => `${p}//`).join(" or ")
  return z.string().refine((value) => protocols.includes(protocolOf(value)), { message: `must be a URL starting with ${schemes}, e.g. ${example}` })
}

/** An origin: scheme, host and port only (no path), as browsers send it in `Origin`. */
function isOrigin(value, protocols) {
  try {
    const parsed = new URL(value)
    return protocols.includes(parsed.protocol) && parsed.origin === value.replace(/\/$/, "")
  } catch {
    return false
  }
}

/** Comma-separated origins (CORS), each with one of `protocols`. */
function origins(protocols, example) {
  return z.string().refine((value) => value.split(",").every((origin) => isOrigin(origin.trim(), protocols)), {
    message: `must list origins (scheme://host[:port], no path) separated by commas, each starting with ${protocols.map((p) => `${p}//`).join(" or ")}, e.g. ${example}`,
  })
}

/** A random secret: 32 characters at least, never a well-known example value. */
const secret = z
  .string()
  .min(32, { message: "must be at least 32 random characters (e.g. openssl rand -hex 32)" })
  .refine((value) => !WELL_KNOWN_SECRETS.has(value), { message: "is a well-known example value: use a random one" })

/** A whole number from `min` to `max`. */
function wholeNumber(min, max) {
  return z.string().refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, {
    message: `must be a whole number from ${min} to ${max}`,
  })
}

/** One of `values` (in any letter case with `anyCase`). */
function oneOf(values, { anyCase = false } = {}) {
  const normal = (value) => (anyCase ? value.toLowerCase() : value)
  return z.string().refine((value) => values.includes(normal(value)), { message: `must be one of ${values.join(", ")}` })
}

/** A throttle as `<requests>/<seconds>`. */
const perWindow = z.string().regex(/^\d+\/\d+$/, { message: "must be <requests>/<seconds>, e.g. 20/300" })

const ADDRESS = /[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+/
/** A mail address, alone or with a display name: `Clinic Store <no-reply@example.com>`. */
const mailbox = z
  .string()
  .refine((value) => new RegExp(`^(?:${ADDRESS.source}|[^<>]+<${ADDRESS.source}>)$`).test(value), {
    message: "must be a mail address, e.g. Clinic Store <no-reply@example.com>",
  })

/** A postal address: at least two lines separated by `|` (street, postcode and town, …). */
const addressLines = z.string().refine((value) => value.split("|").filter((line) => line.trim()).length >= 2, {
  message: "must give the address's lines separated by |, e.g. Nørregade 1|1165 København K|Denmark",
})

/** A VAT or company registration number: letters, digits, spaces, dots and dashes, 4 to 20 characters. */
const vatNumber = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 .-]{3,19}$/, { message: "must be a VAT number, e.g. DK12345678" })

/** Enough text to pay to: an IBAN (with the BIC) or a domestic account number. */
const bankAccount = z.string().min(8, { message: "must name the account to pay to, e.g. IBAN DK50 0040 0440 1162 43, BIC NDEADKKK" })

/** Free text. */
const text = z.string()

module.exports = { url, origins, secret, wholeNumber, oneOf, perWindow, mailbox, addressLines, vatNumber, bankAccount, text }
