/**
 * Serves the storefront's production build: static files with long-lived caching for hashed assets, the SPA
 * fallback for deep links, compression, and security headers (CSP limited to the configured third parties,
 * HSTS, frame-ancestors 'none'). Usage: node backend/scripts/storefront-server.mjs <distDir> <port>
 * Binds to HOST: 127.0.0.1 by default, 0.0.0.0 with NODE_ENV=production (behind a load balancer). In production
 * the source maps of the build are not served (they stay in the build for an error tracker to read).
 */
import fs from "node:fs"
import path from "node:path"
import compression from "compression"
import express from "express"
import helmet from "helmet"
import { contentSecurityPolicy, inlineScriptHashes } from "./stack/storefront-policy.mjs"

const [distDir = "dist", portArg = process.env.STORE_PORT ?? "8000"] = process.argv.slice(2)
const root = path.resolve(distDir)
const production = process.env.NODE_ENV === "production"
const host = process.env.HOST || (production ? "0.0.0.0" : "127.0.0.1")
// index.html's inline script (the early requests) is allowed by its hash; read once, as the build is fixed.
const indexHtml = path.join(root, "index.html")
const inlineScripts = fs.existsSync(indexHtml) ? inlineScriptHashes(fs.readFileSync(indexHtml, "utf8")) : []
const app = express()
app.disable("x-powered-by")
app.use(
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(process.env, { inlineScripts }) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  })
)
app.use(compression())
if (production) app.use((req, res, next) => (req.path.endsWith(".map") ? res.status(404).end() : next()))
app.use(
  "/assets",
  express.static(path.join(root, "assets"), { immutable: true, maxAge: "1y", fallthrough: false })
)
// The favicon is not hashed but barely changes: cached for a week. (index.html carries it inline, so pages do not
// ask for it; the file stays for whoever asks by URL.) Everything else outside /assets (index.html) is revalidated.
const LONG_LIVED = new Set(["favicon.svg"])
app.use(
  express.static(root, {
    index: false,
    maxAge: 0,
    setHeaders: (res, file) => {
      if (LONG_LIVED.has(path.basename(file))) res.setHeader("Cache-Control", "public, max-age=604800")
    },
  })
)
app.get(/.*/, (_req, res) => {
  res.setHeader("Cache-Control", "no-cache")
  res.sendFile(path.join(root, "index.html"))
})
const server = app.listen(Number(portArg), host, () => console.log(`storefront on http://${host}:${portArg}`))
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)))
