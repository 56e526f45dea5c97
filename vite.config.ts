import react from "@vitejs/plugin-react"
import { defineConfig } from "vitest/config"

export default defineConfig({
  plugins: [react()],
  build: { target: "es2022", sourcemap: true },
  server: { port: 5173 },
  test: {
    environment: "jsdom",
    setupFiles: ["tests/support/setup-dom.ts"],
    include: ["tests/**/*.test.{ts,tsx}"],
    exclude: ["tests/api/**", "tests/e2e/**", "node_modules/**"],
    restoreMocks: true,
  },
})
