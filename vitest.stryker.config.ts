import { defineConfig } from "vitest/config"

/**
 * The tests that pin the machines' behaviour: what StrykerJS runs against each mutant of machines/.
 * Plain Node (no DOM) and one file at a time keep the per-mutant cost low on a small machine.
 */
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/machines/**/*.test.ts", "tests/model/**/*.test.ts"],
    fileParallelism: false,
    restoreMocks: true,
  },
})
