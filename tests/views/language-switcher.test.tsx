import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, describe, expect, it, vi } from "vitest"
import * as text from "../../src/i18n/text"
import { LanguageSwitcher } from "../../src/app/language-switcher"
import { renderView } from "../support/render-view"

afterEach(() => vi.restoreAllMocks())

describe("language switcher", () => {
  it("keeps the page's language and says so when the chosen language's texts cannot be loaded", async () => {
    vi.spyOn(text, "loadMessages").mockRejectedValue(new TypeError("Failed to fetch dynamically imported module"))
    renderView(<LanguageSwitcher />)
    const select = screen.getByRole("combobox", { name: "Language" })
    await userEvent.selectOptions(select, "da")
    expect(await screen.findByRole("alert")).toHaveTextContent("Dansk could not be loaded. Check your connection and choose it again.")
    expect(select).toHaveValue("en")
    expect(document.documentElement.lang).not.toBe("da")
  })
})
