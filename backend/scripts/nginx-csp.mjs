/**
 * `node backend/scripts/nginx-csp.mjs dist`: prints the storefront's Content-Security-Policy for nginx's
 * STOREFRONT_CSP, from the build in `dist` and the environment it was built with (VITE_*, S3_PUBLIC_URL,
 * NODE_ENV). The Dockerfile writes it next to the storefront image's template; docs/deploy.md uses it on plain servers.
 */
import "./stack/load-env.mjs"
import path from "node:path"
import { storefrontCspHeader } from "./stack/nginx-policy.mjs"

process.stdout.write(`${storefrontCspHeader(process.env, path.resolve(process.argv[2] ?? "dist"))}\n`)
