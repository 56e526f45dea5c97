import type { Locator, Page } from "playwright-core"

/** How a journey operates the page: with the mouse (clicks) or with the keyboard only (Tab, Enter, Space). */
export interface Interact {
  readonly mode: "mouse" | "keyboard"
  /** Activates a button or link. */
  click(target: Locator): Promise<void>
  /** Replaces the text of a field with `value`. */
  fill(target: Locator, value: string): Promise<void>
  /** Selects a radio button or checkbox. */
  check(target: Locator): Promise<void>
  /** Chooses the option of a select whose value is `value`. */
  select(target: Locator, value: string): Promise<void>
}

/** Mouse and pointer: Playwright's own click and fill. */
export const mouse: Interact = {
  mode: "mouse",
  click: (target) => target.click(),
  fill: (target, value) => target.fill(value),
  check: (target) => target.check(),
  select: async (target, value) => {
    await target.selectOption(value)
  },
}

const MAX_TABS = 150

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false)
}

/** Presses Tab until `target` has the focus (as a keyboard user would); fails when it is never reached. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  await target.waitFor({ state: "visible" })
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await isFocused(target)) return
    await page.keyboard.press("Tab")
  }
  throw new Error(`Tab never reached ${target.toString()} (keyboard trap or element not focusable)`)
}

/** Keyboard only: focus by Tab, Enter to activate, Space to select, typing to fill. */
export function keyboard(page: Page): Interact {
  return {
    mode: "keyboard",
    async click(target) {
      await tabTo(page, target)
      await page.keyboard.press("Enter")
    },
    async fill(target, value) {
      await tabTo(page, target)
      await page.keyboard.press("ControlOrMeta+A")
      await page.keyboard.press("Delete")
      await page.keyboard.type(value)
    },
    async check(target) {
      await tabTo(page, target)
      if (!(await target.isChecked())) await page.keyboard.press("Space")
    },
    async select(target, value) {
      // A focused closed select picks the option whose name is typed (type-ahead), as a keyboard user does.
      const label = (await target.locator(`option[value="${value}"]`).textContent()) ?? value
      const others = (await target.locator(`option:not([value="${value}"])`).allTextContents()).map((text) => text.toLowerCase())
      // The shortest beginning of the name that no other option shares: as few keys as a person would press.
      let typed = label
      for (let length = 1; length <= label.length; length++) {
        const prefix = label.slice(0, length).toLowerCase()
        if (!others.some((other) => other.startsWith(prefix))) {
          typed = label.slice(0, length)
          break
        }
      }
      await tabTo(page, target)
      await page.keyboard.type(typed)
      if ((await target.inputValue()) !== value) throw new Error(`typing "${label}" did not choose ${value} in ${target.toString()}`)
    },
  }
}
