import js from "@eslint/js"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

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
  {
    files: ["backend/**/*.{js,ts}"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  }
)
