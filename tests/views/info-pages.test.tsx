import { screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import da from "../../src/features/shop/info-texts.da.json"
import en from "../../src/features/shop/info-texts.en.json"
import es from "../../src/features/shop/info-texts.es.json"
import { AboutPage, PrivacyPage, TermsPage } from "../../src/features/shop/info-page"
import { signedOutSession } from "../../src/session/session-context"
import { expectNoAxeViolations } from "../support/axe"
import { renderView } from "../support/render-view"

describe("the information pages (their long texts load with the page, not with the first page)", () => {
  it.each([["da", da], ["es", es]] as const)("%s has exactly the English ids, none empty", (_, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort())
    for (const [id, message] of Object.entries(catalogue)) expect(message, id).toMatch(/\S/)
  })

  it("shows the privacy page's sections in the page's language", async () => {
    const { container } = renderView(<PrivacyPage />, { session: signedOutSession })
    expect(screen.getByRole("heading", { level: 1, name: "Privacy" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: en["privacy.resultsTitle"] })).toBeInTheDocument()
    expect(screen.getByText(en["privacy.results"])).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it("shows the terms in Danish and the about page in Spanish", () => {
    const terms = renderView(<TermsPage />, { session: signedOutSession, language: "da" })
    expect(screen.getByText(da["terms.intro"])).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: da["terms.cancelTitle"] })).toBeInTheDocument()
    terms.unmount()
    renderView(<AboutPage />, { session: signedOutSession, language: "es" })
    expect(screen.getByText(es["about.who"])).toBeInTheDocument()
  })
})
