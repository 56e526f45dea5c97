import fs from "node:fs"
import path from "node:path"
import express, { type Request, type Response, Router } from "express"

/**
 * The back office's built files (backend/back-office.js), served by the backend's server at `at`:
 * - its page never cached (a release changes which assets it names), with a `Vary` for the CORS layer;
 * - its assets, whose names carry their content's hash, cached for a year;
 * - any deeper path is a page of the single-page app and gets the page.
 * The same answers @medusajs/admin's plugin gave, without loading that build tool into a running instance.
 */
export function backOfficeFiles(buildDir: string, at: string): Router {
  const pagePath = path.join(buildDir, "index.html")
  if (!fs.existsSync(pagePath)) {
    throw new Error(`The back office is not built (${pagePath} is missing): run npm run build, or set ADMIN_UI=false`)
  }
  const page = fs.readFileSync(pagePath, "utf8")
  const sendPage = (_req: Request, res: Response) => {
    res.setHeader("Cache-Control", "no-cache")
    res.setHeader("Vary", "Origin, Cache-Control")
    res.type("html").send(page)
  }
  const router = Router()
  router.get(at, sendPage)
  router.use(
    at,
    express.static(buildDir, {
      index: false,
      setHeaders: (res) => {
        res.setHeader("Cache-Control", "max-age=31536000, immutable")
        res.setHeader("Vary", "Origin, Cache-Control")
      },
    })
  )
  router.get(`${at}/*`, sendPage)
  return router
}
