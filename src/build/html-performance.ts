import type { Plugin } from "vite"

/**
 * Build-time tweaks of index.html for the first paint (measured by `npm run bench`, docs/performance.md):
 * - a preconnect to the backend, whose answers every screen waits for (saves the connection set-up);
 * - the stylesheet inlined (a few KB), so it no longer blocks rendering behind a second request.
 * The storefront's CSP allows inline styles (backend/scripts/stack/storefront-policy.mjs).
 */
export function htmlPerformance(backendUrl: string): Plugin {
  const origin = new URL(backendUrl).origin
  return {
    name: "html-performance",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        let out = html.replace("</title>", `</title>\n    <link rel="preconnect" href="${origin}" />`)
        for (const asset of Object.values(context.bundle ?? {})) {
          if (asset.type !== "asset" || !asset.fileName.endsWith(".css")) continue
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${asset.fileName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>`)
          out = out.replace(link, () => `<style>${String(asset.source)}</style>`)
        }
        return out
      },
    },
  }
}
