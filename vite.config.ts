import { fileURLToPath } from "node:url"
import react from "@vitejs/plugin-react"
import { loadEnv } from "vite"
import { defineConfig } from "vitest/config"
import { htmlPerformance } from "./src/build/html-performance"
import { precompiledMessages } from "./src/build/precompiled-messages"

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), "VITE_")
  return {
    plugins: [
      react(),
      precompiledMessages(),
      htmlPerformance({
        backendUrl: env.VITE_MEDUSA_BACKEND_URL || "http://localhost:9000",
        localIdentity: !env.VITE_CLERK_PUBLISHABLE_KEY,
        publishableKey: env.VITE_MEDUSA_PUBLISHABLE_KEY || undefined,
      }),
    ],
    // The store's API contract is read from its TypeScript source (the backend reads its CommonJS build).
    resolve: { alias: { "@clinic-store/contract": fileURLToPath(new URL("./packages/contract/src/index.ts", import.meta.url)) } },
    build: { target: "es2022", sourcemap: true },
    server: { port: 5173 },
    test: {
      environment: "jsdom",
      setupFiles: ["tests/support/setup-dom.ts"],
      include: ["tests/**/*.test.{ts,tsx}"],
      exclude: ["tests/api/**", "tests/e2e/**", "tests/production/**", "tests/image/**", "node_modules/**"],
      restoreMocks: true,
    },
  }
})
