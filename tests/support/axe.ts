import axe from "axe-core"
import { expect } from "vitest"

/**
 * Runs axe-core on a rendered view and expects no violation. Colour contrast is off (jsdom cannot compute
 * colours) and so is "region" (views are rendered without the page's landmarks).
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
  })
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.html).join(" | ")}`)
  expect(found).toEqual([])
}
