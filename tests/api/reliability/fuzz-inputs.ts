import fc from "fast-check"

/** Keys that try to reach an object's prototype when merged or assigned naively. */
export const POLLUTION_KEYS = ["__proto__", "constructor", "prototype"] as const

/** Scalars that break naive handling: huge and odd numbers, long and unicode strings, empty values. */
export const evilScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    "9007199254740993",
    "",
    " ",
    "NaN",
    "Infinity",
    "-0",
    "1e309",
    "\u0000",
    "../../etc/passwd",
    "'; drop table customer; --",
    "<script>alert(1)</script>",
    "%00",
    "\u202e\ud83d\ude00\u0301",
    "x".repeat(10_000)
  ),
  fc.integer(),
  fc.double(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ maxLength: 300 })
)

/** A JSON value nested `depth` levels deep (arrays or objects). */
const deep = fc.integer({ min: 20, max: 2000 }).chain((depth) =>
  fc.constantFrom("[", "{").map((open) => (open === "[" ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth)))
)

/** JSON text of a value (a nested value is serialised as it is: objects keep `__proto__` as a plain key). */
function json(value: unknown): string {
  return JSON.stringify(value) ?? "null"
}

/** JSON text of an object from entries, so `__proto__` really is sent as a key. */
function objectText(entries: [string, string][]): string {
  return `{${entries.map(([key, text]) => `${JSON.stringify(key)}:${text}`).join(",")}}`
}

const valueText: fc.Arbitrary<string> = fc.oneof(
  evilScalar.map(json),
  fc.jsonValue({ maxDepth: 3 }).map(json),
  deep,
  fc.constantFrom(...POLLUTION_KEYS).map((key) => objectText([[key, '{"polluted":true}']]))
)

/**
 * JSON body text for a route whose fields are `fields` (values of any type), with extra keys that include
 * prototype-pollution keys; or a body that is not an object at all (array, scalar, deep nesting).
 */
export function bodyText(fields: string[], valid: () => Record<string, unknown> = () => ({})): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...fields, ...POLLUTION_KEYS), fc.string({ maxLength: 20 }))
  return fc.oneof(
    { weight: 4, arbitrary: fc.array(fc.tuple(key, valueText), { maxLength: 6 }).map(objectText) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...(fields.length ? fields : ["x"])), valueText)
        .map(([field, text]) => objectText([...Object.entries(valid()).filter(([k]) => k !== field).map(([k, v]) => [k, json(v)] as [string, string]), [field, text]])),
    },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: valueText },
    { weight: 1, arbitrary: fc.constantFrom("{", "[1,", '{"a":1}}', "nul", "\u0000") }
  )
}

/** A query string over `keys` (plus pollution keys and bracket forms) with hostile values. */
export function queryText(keys: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(...keys, ...POLLUTION_KEYS),
    fc.constantFrom(...keys).map((k) => `${k}[__proto__]`),
    fc.constantFrom(...keys).map((k) => `${k}[]`),
    fc.string({ maxLength: 12 })
  )
  const value = evilScalar.map((v) => (typeof v === "string" ? v : json(v)))
  return fc
    .array(fc.tuple(key, value), { maxLength: 5 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&"))
}

/** A path parameter: anything a client could put in the URL (encoded so the request is well-formed). */
export const pathParam: fc.Arbitrary<string> = fc
  .oneof(
    evilScalar.map((v) => (typeof v === "string" ? v : json(v))),
    fc.constantFrom("clinic_", "cmem_00000000000000000000000000", "inv_x", "order_x", "..", ".", "%2e%2e", "a/b")
  )
  .filter((v) => v.length > 0)
  .map((v) => encodeURIComponent(v))

const b64url = (value: unknown) => Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url")

/**
 * An Authorization header for the identity exchange: random printable text, or `Bearer` with a forged JWT
 * (alg none / HS256 / unknown kid, hostile claims) or random segments.
 */
export const bearerHeader: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 200 }),
  fc
    .tuple(
      fc.record({ alg: fc.constantFrom("none", "HS256", "RS256", "ES256", ""), kid: fc.oneof(fc.string({ maxLength: 10 }), fc.constant("__proto__")) }),
      fc.dictionary(fc.constantFrom("sub", "email", "exp", "iss", "azp", "two_factor_enabled", "__proto__"), evilScalar, { maxKeys: 7 }),
      fc.constantFrom("", "sig", "a".repeat(342))
    )
    .map(([header, claims, signature]) => `Bearer ${b64url(header)}.${b64url(claims)}.${signature}`),
  fc.array(fc.stringMatching(/^[A-Za-z0-9_-]{0,40}$/), { minLength: 1, maxLength: 5 }).map((parts) => `Bearer ${parts.join(".")}`)
)
