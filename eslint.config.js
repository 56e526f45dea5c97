import { readdirSync } from "node:fs"
import { fileURLToPath } from "node:url"
import js from "@eslint/js"
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript"
import importX from "eslint-plugin-import-x"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

/** The storefront's feature folders (src/features/<feature>/: one flow's screens, kept flat). */
const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * Feature boundaries (architecture.md, "Folders"): a feature imports shared code (session, queries, models, ui, api,
 * actors, identity, i18n, lib) but never another feature; `src/app` composes the features' screens. For a file
 * `depth` folders below its feature's folder, a relative import that climbs to src/features/ and enters another
 * folder is refused, as is one that climbs to src/ and enters features/<another>.
 */
const featureBoundaries = features.flatMap((feature) =>
  [0, 1, 2].map((depth) =>
    restrictImports(
      `src/features/${feature}/${"*/".repeat(depth)}*.{ts,tsx}`,
      `^(\\./)?(\\.\\./){${depth + 1}}(?!${escape(feature)}/|\\.\\./)|^(\\./)?(\\.\\./)+features/(?!${escape(feature)}/)`,
      `src/features/${feature} must not import another feature: move what they share to session/, queries/, models/ or ui/ (or let src/app compose them).`
    )
  )
)

/** Refuses static imports, re-exports and `import()` whose path matches `regex`, in `files`. */
function restrictImports(files, regex, message, ignores = []) {
  return {
    files: [files],
    ignores,
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex, message }] }],
      "no-restricted-syntax": ["error", { selector: `ImportExpression[source.value=/${regex.replaceAll("/", "\\/")}/]`, message }],
    },
  }
}

export default tseslint.config(
  {
    ignores: ["dist/**", "packages/*/dist/**", "backend/dist/**", "backend/.data/**", "backend/uploads/**", "backend/build/**", "backend/.cache/**", "coverage/**", "reports/**", ".stryker-tmp/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "backend/src/admin/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Machines are pure: no React, no network, no storefront code (architecture.md).
    files: ["machines/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/src/**", "../src/*", "../../src/*"], message: "machines/ must not import from src/." },
            { group: ["react", "react-dom", "@xstate/react", "@medusajs/*", "@clerk/*", "@stripe/*"], message: "machines/ stay framework-free." },
          ],
        },
      ],
      "no-restricted-globals": ["error", { name: "fetch", message: "machines/ never call the network: invoke an actor." }],
    },
  },
  ...featureBoundaries,
  // The layers below the features never import them; only src/app (router, providers, frame) composes features.
  restrictImports(
    "src/**/*.{ts,tsx}",
    "(^|/)features(/|$)",
    "Only src/app imports features: shared code lives in session/, queries/, models/, ui/, api/, actors/ or lib/.",
    ["src/app/**", "src/features/**", "src/main.tsx"]
  ),
  {
    files: ["backend/**/*.{js,ts}"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // No import circles: a module and what it imports form a tree, so each can be read (and changed) from the
    // bottom up. The one circle allowed is TypeORM's entity pair clinic/clinic_member (their relation decorators
    // name each other's class), marked where it closes.
    files: ["src/**/*.{ts,tsx}", "machines/**/*.ts", "backend/src/**/*.ts", "packages/*/src/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      // The rule follows only files it can parse: TypeScript's, resolved as TypeScript does.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: ["tsconfig.json", "backend/tsconfig.json"], noWarnOnMultipleProjects: true })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // backend/src/domain holds the store's rules as pure functions of what they are given: no database (persistence/,
    // entity models, TypeORM), no Medusa at run time, no services. Whatever reads the database hands them its rows.
    files: ["backend/src/domain/**/*.ts"],
    // moved to views/ by the response-contract change
    ignores: ["backend/src/domain/clinic-views.ts"],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: fileURLToPath(new URL("./backend/src", import.meta.url)),
          zones: [
            {
              target: "./domain",
              from: ["./persistence", "./models", "./services"],
              message: "domain/ stays pure: let a service (or persistence/) read the database and pass the rule what it read.",
            },
          ],
        },
      ],
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "typeorm", message: "domain/ stays pure: no TypeORM." },
            { name: "@medusajs/medusa", allowTypeImports: true, message: "domain/ stays pure: Medusa's types only." },
          ],
          patterns: [{ group: ["@medusajs/medusa/*", "typeorm/*"], message: "domain/ stays pure: no Medusa or TypeORM modules." }],
        },
      ],
    },
  },
  {
    // One way to the database: the store's tables are read and written by the functions of backend/src/persistence
    // (each taking the call's manager first); migrations change the schema. Nothing else opens a repository or
    // builds a query.
    files: ["backend/src/**/*.ts"],
    ignores: ["backend/src/persistence/**", "backend/src/migrations/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name=/^(getRepository|createQueryBuilder)$/]",
          message: "Read and write tables through a function of backend/src/persistence (taking the manager first).",
        },
      ],
    },
  }
)
