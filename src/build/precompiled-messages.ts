import { parse } from "@formatjs/icu-messageformat-parser"
import type { Plugin } from "vite"

const catalogue = /\/src\/i18n\/locales\/[a-z]{2}\.json$/

/**
 * Build only: the catalogues (`src/i18n/locales/*.json`) ship as ICU syntax trees, parsed here as
 * `formatjs compile --ast` would, and the browser gets the parser's no-parser build (types and helpers only), so
 * the ICU parser stays out of the bundle. Dev server and tests read the plain strings and parse them at run time.
 */
export function precompiledMessages(): Plugin {
  return {
    name: "precompiled-messages",
    apply: "build",
    enforce: "pre",
    config: () => ({ resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/no-parser.js" }] } }),
    transform(code, id) {
      if (!catalogue.test(id)) return null
      const messages = JSON.parse(code) as Record<string, string>
      return { code: JSON.stringify(Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]))), map: null }
    },
  }
}
