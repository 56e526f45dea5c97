import type { Plugin, Rollup } from "vite"
import { earlyFetchConfig, startEarlyFetches } from "../app/early-fetch"

/**
 * Build-time tweaks of index.html for the first paint (measured by `npm run bench`, docs/performance.md):
 * - a preconnect to the backend, whose answers every screen waits for (saves the connection set-up);
 * - the stylesheet inlined (a few KB), so it no longer blocks rendering behind a second request;
 * - a returning signed-in customer's first requests (src/app/early-fetch.ts) as an inline script before the
 *   application's, so they travel while its JavaScript downloads instead of after it.
 * The storefront's CSP allows inline styles, and the inline script by its hash (backend/scripts/storefront-server.mjs).
 */
export function htmlPerformance(options: { backendUrl: string; localIdentity: boolean; publishableKey?: string }): Plugin {
  const origin = new URL(options.backendUrl).origin
  return {
    name: "html-performance",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const bundle = context.bundle ?? {}
        const modules = { signedIn: chunkFiles(bundle, "src/api/commerce-client.ts"), productsPage: chunkFiles(bundle, "src/features/products/products-page.tsx") }
        const early = `(${startEarlyFetches.toString()})(${JSON.stringify(earlyFetchConfig({ ...options, modules }))})`
        let out = html.replace("</title>", `</title>\n    <link rel="preconnect" href="${origin}" />\n    <script>${early}</script>`)
        for (const asset of Object.values(bundle)) {
          if (asset.type !== "asset" || !asset.fileName.endsWith(".css")) continue
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${asset.fileName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>`)
          out = out.replace(link, () => `<style>${String(asset.source)}</style>`)
        }
        return out
      },
    },
  }
}

/**
 * The files (site paths) of the chunk holding `modulePath` and of the chunks it imports, without the entry chunk
 * (already loading); empty when that module is in the entry chunk or not in the build.
 */
function chunkFiles(bundle: Rollup.OutputBundle, modulePath: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === "chunk")
  const start = chunks.find((chunk) => chunk.moduleIds.some((id) => id.replace(/\\/g, "/").endsWith(`/${modulePath}`)))
  const files = new Set<string>()
  const visit = (fileName: string) => {
    const chunk = chunks.find((c) => c.fileName === fileName)
    if (!chunk || chunk.isEntry || files.has(fileName)) return
    files.add(fileName)
    chunk.imports.forEach(visit)
  }
  if (start) visit(start.fileName)
  return [...files].map((file) => `/${file}`)
}
