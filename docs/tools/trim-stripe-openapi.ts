import fs from "node:fs"
import { parse } from "yaml"

/**
 * Writes the trimmed copy of Stripe's published OpenAPI description that the Stripe-compatible test server is checked
 * against (tests/support/stripe-server/openapi/): the paths the server serves with their responses, and the schemas
 * they reach. Expandable fields keep their id form and the objects the server serves (it never expands the others);
 * descriptions (the prose) are dropped. Usage: `npx tsx docs/tools/trim-stripe-openapi.ts <spec3.yaml> <source note> <output>`.
 */
type Json = unknown
type Schemas = Record<string, Json>

const SERVED_OBJECTS = ["payment_intent", "charge", "refund", "event", "payment_method", "customer", "error"]
const SERVED_PATHS: Record<string, string[]> = {
  "/v1/payment_intents": ["post"],
  "/v1/payment_intents/{intent}": ["get", "post"],
  "/v1/payment_intents/{intent}/confirm": ["post"],
  "/v1/payment_intents/{intent}/capture": ["post"],
  "/v1/payment_intents/{intent}/cancel": ["post"],
  "/v1/payment_methods": ["post"],
  "/v1/refunds": ["post"],
  "/v1/refunds/{refund}": ["get"],
  "/v1/charges/{charge}": ["get"],
  "/v1/customers": ["post"],
  "/v1/events": ["get"],
  "/v1/events/{id}": ["get"],
}
const DROPPED_KEYS = new Set(["description", "x-expansionResources", "requestBody", "parameters", "summary"])

const refName = (ref: string) => ref.split("/").at(-1)!
const isObject = (value: Json): value is Record<string, Json> => typeof value === "object" && value !== null && !Array.isArray(value)

/** An expandable field (`anyOf` of an id string and objects): keeps the id and the served objects only. */
function trim(value: Json): Json {
  if (Array.isArray(value)) return value.map(trim)
  if (!isObject(value)) return value
  const out: Record<string, Json> = {}
  for (const [key, inner] of Object.entries(value)) {
    if (DROPPED_KEYS.has(key)) continue
    // A schema's properties are named as Stripe names them (`description` is a field of a payment intent).
    if (key === "properties" && isObject(inner)) out.properties = Object.fromEntries(Object.entries(inner).map(([name, schema]) => [name, trim(schema)]))
    else if (key === "anyOf" && Array.isArray(inner) && inner.some((alt) => isObject(alt) && alt.type === "string")) {
      out.anyOf = inner.filter((alt) => !(isObject(alt) && typeof alt.$ref === "string" && !SERVED_OBJECTS.includes(refName(alt.$ref)))).map(trim)
    } else out[key] = trim(inner)
  }
  return out
}

function referenced(value: Json, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((inner) => referenced(inner, found))
  else if (isObject(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "$ref" && typeof inner === "string") found.push(refName(inner))
      else referenced(inner, found)
    }
  }
  return found
}

const [input, source, output] = process.argv.slice(2)
if (!input || !source || !output) throw new Error("Usage: trim-stripe-openapi.ts <spec3.yaml> <source note> <output>")
const spec = parse(fs.readFileSync(input, "utf8"), { maxAliasCount: -1 }) as { info: Record<string, Json>; paths: Record<string, Record<string, Json>>; components: { schemas: Schemas } }
const paths: Record<string, Record<string, Json>> = {}
for (const [path, methods] of Object.entries(SERVED_PATHS)) {
  paths[path] = Object.fromEntries(methods.map((method) => [method, trim(spec.paths[path][method])]))
}
const schemas: Schemas = {}
const pending = [...SERVED_OBJECTS, ...referenced(paths)]
while (pending.length) {
  const name = pending.pop()!
  if (name in schemas) continue
  schemas[name] = trim(spec.components.schemas[name])
  pending.push(...referenced(schemas[name]))
}
const sorted = Object.fromEntries(Object.keys(schemas).sort().map((name) => [name, schemas[name]]))
const trimmed = { openapi: "3.0.0", info: { title: spec.info.title, version: spec.info.version, "x-trimmed-from": source }, paths, components: { schemas: sorted } }
fs.writeFileSync(output, JSON.stringify(trimmed) + "\n")
console.log(`${Object.keys(paths).length} paths, ${Object.keys(sorted).length} schemas, ${fs.statSync(output).size} bytes`)
