import { zodToJsonSchema } from "zod-to-json-schema"
import { ROUTES, type RoutePolicy } from "./routes"

/** What each caller must present, as OpenAPI security requirements ([] = no credentials). */
const SECURITY: Record<RoutePolicy["caller"], Record<string, string[]>[]> = {
  anyone: [],
  customer: [{ storeSession: [] }],
  staff: [{ adminSession: [] }, { adminToken: [] }],
  identity: [],
  development: [],
  operator: [{ metricsToken: [] }],
}

const CALLER_NOTES: Record<RoutePolicy["caller"], string> = {
  anyone: "Anyone may call it.",
  customer: "A signed-in customer (401 otherwise).",
  staff: "Staff (401 otherwise).",
  identity: "The local identity provider (development only; absent once Clerk is configured).",
  development: "Development only (404 in production).",
  operator: "Operators: from the instance's own host or with the metrics token (404 otherwise).",
}

type JsonObject = Record<string, unknown>

/** Express `:name` segments become OpenAPI `{name}` templates. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, "{$1}")
const pathParameters = (path: string) =>
  [...path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => ({ name, in: "path", required: true, schema: { type: "string" } }))

/** The zod schema as JSON Schema (the converter's generic types recurse too deep for the compiler: typed here once). */
const jsonSchemaOf = (schema: unknown): JsonObject =>
  (zodToJsonSchema as (schema: unknown, options: object) => JsonObject)(schema, { target: "openApi3", $refStrategy: "none" })

function requestBody(route: RoutePolicy): JsonObject | undefined {
  const body = route.body
  if (!body || route.refused || body.fields.includes("*")) return undefined
  if (body.raw) return { required: true, content: { "application/json": { schema: { type: "object", description: "The sender's signed bytes, checked as sent." } } } }
  const zodSchema = body.schema ?? body.documents
  const schema = zodSchema
    ? jsonSchemaOf(zodSchema)
    : { type: "object", additionalProperties: false, properties: Object.fromEntries(body.fields.map((field) => [field, {}])) }
  const contentType = body.multipart ? "multipart/form-data" : "application/json"
  return { required: body.fields.length > 0, content: { [contentType]: { schema } } }
}

const ERROR = { $ref: "#/components/schemas/Error" }
const errorAnswer = (description: string) => ({ description, content: { "application/json": { schema: ERROR } } })

function operation(route: RoutePolicy): JsonObject {
  const responses: JsonObject = route.refused
    ? { "403": errorAnswer(route.refused) }
    : {
        "200": { description: "Done (some routes answer 201 or 204)." },
        ...(route.body ? { "400": errorAnswer("A field the route does not take, or a value it refuses, named in the message.") } : {}),
        ...(route.caller === "customer" || route.caller === "staff" ? { "401": errorAnswer("Not signed in.") } : {}),
        "404": errorAnswer("Not found, or not the caller's."),
      }
  const parameters = pathParameters(route.path)
  const body = requestBody(route)
  return {
    summary: route.refused ? `Refused: ${route.refused}` : route.touches,
    description: `${CALLER_NOTES[route.caller]} What it may touch: ${route.touches}.`,
    security: SECURITY[route.caller],
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  }
}

/**
 * The store's HTTP surface as an OpenAPI 3.0 document, from the one route table (its paths, callers and body
 * schemas: the contract package's zod schemas where a route validates with one). The back office's wildcard is left
 * out (Medusa documents its admin API). Served in development at GET /dev/openapi.json and written to
 * docs/openapi.json by `npm run docs:openapi`.
 */
export function openApiDocument(version: string): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {}
  for (const route of ROUTES) {
    if (route.path.endsWith("/*")) continue
    const key = openApiPath(route.path)
    paths[key] = { ...paths[key], [route.method.toLowerCase()]: operation(route) }
  }
  return {
    openapi: "3.0.3",
    info: {
      title: "Clinic store API",
      version,
      description:
        "Every route the store's backend answers (any other method and path answers 404). Errors are JSON objects with a type and a message naming the problem.",
    },
    paths,
    components: {
      securitySchemes: {
        storeSession: { type: "apiKey", in: "cookie", name: "connect.sid", description: "The store session made by GET /store/user/login from the identity provider's token." },
        adminSession: { type: "apiKey", in: "cookie", name: "connect.sid", description: "A back-office session (POST /admin/auth)." },
        adminToken: { type: "http", scheme: "bearer", description: "A back-office user's API token." },
        metricsToken: { type: "http", scheme: "bearer", description: "METRICS_TOKEN." },
      },
      schemas: {
        Error: { type: "object", properties: { type: { type: "string" }, message: { type: "string" } }, required: ["message"] },
      },
    },
  }
}
