import { renderHook } from "@testing-library/react"
import type { ReactNode } from "react"
import { describe, expect, it } from "vitest"
import { LocaleProvider } from "../../src/i18n/locale-context"
import { usePageFormat } from "../../src/i18n/page-format"
import type { Locale } from "../../src/lib/locale"

function formatIn(locale: Locale) {
  const wrapper = ({ children }: { children: ReactNode }) => <LocaleProvider locale={locale}>{children}</LocaleProvider>
  return renderHook(() => usePageFormat(), { wrapper }).result.current
}

describe("usePageFormat", () => {
  it("writes money in en-US style on English pages (the default) and in the page's style on Danish and Spanish ones", () => {
    expect(formatIn("en").money(123456, "usd")).toBe("$1,234.56")
    expect(formatIn("da").money(123456, "dkk")).toMatch(/^1\.234,56\s?kr\.$/)
    expect(formatIn("es").money(12345678, "eur")).toMatch(/^123\.456,78\s?€$/)
    // Zero-decimal currencies stay whole units in every language.
    expect(formatIn("da").money(1500, "jpy")).toMatch(/1\.500/)
  })

  it("writes dates the page's way and shows an unreadable date as given", () => {
    expect(formatIn("en").date("2026-03-04T10:00:00Z")).toBe("Mar 4, 2026")
    expect(formatIn("da").date("2026-03-04T10:00:00Z")).toMatch(/^4\. mar\.? 2026$/)
    expect(formatIn("es").date("2026-03-04T10:00:00Z")).toMatch(/^4 mar 2026$/)
    expect(formatIn("en").date("not a date")).toBe("not a date")
  })
})
