import { writeFileSync } from "node:fs"
import { renderOpenApiDoc } from "./openapi-doc"

/** `npm run docs:openapi`: writes docs/openapi.json from the route table and the contract's schemas. */
writeFileSync("docs/openapi.json", renderOpenApiDoc())
console.log("docs/openapi.json written")
