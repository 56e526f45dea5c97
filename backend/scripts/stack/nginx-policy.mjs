/**
 * The storefront's Content-Security-Policy as one header value, for nginx (deploy/nginx.conf.template's
 * STOREFRONT_CSP). The policy itself is declared once, in storefront-policy.mjs, and rendered here by the same
 * helmet middleware the storefront server uses: nginx and `npm run start:storefront` send the same header.
 */
import fs from "node:fs"
import path from "node:path"
import helmet from "helmet"
import { contentSecurityPolicy, inlineScriptHashes } from "./storefront-policy.mjs"

/** The header value for the build in `distDir` (its index.html's inline scripts) and the environment `env`. */
export function storefrontCspHeader(env, distDir) {
  const indexHtml = path.join(distDir, "index.html")
  const inlineScripts = fs.existsSync(indexHtml) ? inlineScriptHashes(fs.readFileSync(indexHtml, "utf8")) : []
  const middleware = helmet.contentSecurityPolicy({ useDefaults: false, directives: contentSecurityPolicy(env, { inlineScripts }) })
  let value
  middleware({}, { setHeader: (name, header) => (value = header) }, () => {})
  if (!value) throw new Error("helmet rendered no Content-Security-Policy")
  return value
}
