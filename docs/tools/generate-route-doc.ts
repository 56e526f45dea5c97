import { writeFileSync } from "node:fs"
import { renderRouteDoc } from "./route-table"

/** `npm run docs:routes`: writes docs/routes.md from the route table. */
writeFileSync("docs/routes.md", renderRouteDoc())
console.log("docs/routes.md written")
