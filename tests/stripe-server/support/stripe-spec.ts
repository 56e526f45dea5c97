import fs from "node:fs"
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv"

/**
 * Stripe's published OpenAPI description of API version 2022-11-15, trimmed to what the test server serves
 * (tests/support/stripe-server/openapi/README.md), as JSON schemas. Stricter than the description read loosely: an
 * object may hold only the fields Stripe documents for it (an invented or misspelt field fails), and `nullable`
 * means the documented value or null.
 */
type Schema = Record<string, unknown>
type Spec = { paths: Record<string, Record<string, { responses: Record<string, { content?: { "application/json"?: { schema: Schema } } }> }>>; components: { schemas: Record<string, Schema> } }

const spec = JSON.parse(fs.readFileSync(new URL("../../support/stripe-server/openapi/stripe-2022-11-15.json", import.meta.url), "utf8")) as Spec

/** OpenAPI 3.0's `nullable` as JSON Schema, references into the description by its name, and objects closed to fields Stripe does not document. */
function strict(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strict)
  if (!value || typeof value !== "object") return value
  const { nullable, ...rest } = value as Schema
  const out: Schema = Object.fromEntries(Object.entries(rest).map(([key, inner]) => [key, key === "properties" ? Object.fromEntries(Object.entries(inner as Schema).map(([name, prop]) => [name, strict(prop)])) : strict(inner)]))
  if (typeof out.$ref === "string") out.$ref = `stripe${out.$ref}`
  if (out.properties && out.additionalProperties === undefined) out.additionalProperties = false
  return nullable ? { anyOf: [out, { type: "null" }] } : out
}

const ajv = new Ajv({ strict: false, allErrors: true, formats: { decimal: /^-?\d+(\.\d+)?$/, "unix-time": { type: "number", validate: (n: number) => Number.isInteger(n) && n >= 0 } } })
ajv.addSchema({ components: { schemas: strict(spec.components.schemas) } }, "stripe")
const compiled = new Map<string, ValidateFunction>()

function validatorOf(pointer: string): ValidateFunction {
  let validate = compiled.get(pointer)
  if (!validate) {
    validate = ajv.compile({ $ref: `stripe${pointer}` })
    compiled.set(pointer, validate)
  }
  return validate
}

const described = (errors: ErrorObject[] | null | undefined) => (errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message}${error.params && "additionalProperty" in error.params ? ` (${String(error.params.additionalProperty)})` : ""}`)

/** What is wrong with the value as the named schema (`payment_intent`, `charge`, …); empty when it conforms. */
export function problemsAs(schema: string, value: unknown): string[] {
  if (!(schema in spec.components.schemas)) throw new Error(`The trimmed Stripe description has no schema ${schema}`)
  const validate = validatorOf(`#/components/schemas/${schema}`)
  return validate(value) ? [] : described(validate.errors)
}

/** The path as Stripe's description names it (`/v1/payment_intents/{intent}`), if its API has it. */
const templateOf = (path: string) => Object.keys(spec.paths).find((candidate) => new RegExp(`^${candidate.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(path))

/** The response schema Stripe documents for a path and status (`default`, Stripe's error, for any non-2xx), compiled. */
function validatorOfAnswer(method: string, path: string, status: number): ValidateFunction | undefined {
  const template = templateOf(path)
  const outcome = status >= 200 && status < 300 ? "200" : "default"
  const schema = template ? spec.paths[template][method.toLowerCase()]?.responses[outcome]?.content?.["application/json"]?.schema : undefined
  if (!schema) return undefined
  const key = `${method.toUpperCase()} ${template} ${outcome}`
  let validate = compiled.get(key)
  if (!validate) {
    validate = ajv.compile(strict(schema) as Schema)
    compiled.set(key, validate)
  }
  return validate
}

/** The events' objects as their own schemas (`data.object` is any object in the description). */
const EVENT_OBJECTS: Record<string, string> = { payment_intent: "payment_intent", charge: "charge", payment_method: "payment_method", customer: "customer", refund: "refund" }

/**
 * What is wrong with one answer of the server, against the schema Stripe documents for its path, method and status;
 * an event's `data.object` is checked as its object's schema. Undefined for a path Stripe's API does not have.
 */
export function problemsOfAnswer(answer: { method: string; path: string; status: number; body: unknown }): string[] | undefined {
  const validate = validatorOfAnswer(answer.method, answer.path, answer.status)
  if (!validate) return undefined
  const problems = validate(answer.body) ? [] : described(validate.errors)
  const events = answer.path.startsWith("/v1/events") ? ((answer.body as { data?: unknown[] }).data ?? [answer.body]) : []
  for (const event of events as { type?: string; data?: { object?: { object?: string } } }[]) {
    const object = event.data?.object
    const name = EVENT_OBJECTS[object?.object ?? ""]
    if (!name) problems.push(`${event.type}: data.object is ${object?.object}, not an object this server serves`)
    else problems.push(...problemsAs(name, object).map((problem) => `${event.type} data.object${problem}`))
  }
  return problems
}

/**
 * Compiled when the module loads, before any server runs (a long compile stalls the event loop, and with it the
 * connections of a server in the same process). Ajv compiles what a reference names on first use: one validation each.
 */
for (const [template, operations] of Object.entries(spec.paths)) {
  for (const [method, operation] of Object.entries(operations)) {
    for (const status of Object.keys(operation.responses)) validatorOfAnswer(method, template, status === "200" ? 200 : 400)!({})
  }
}
for (const name of Object.values(EVENT_OBJECTS)) validatorOf(`#/components/schemas/${name}`)({})
