import { QueryClientProvider } from "@tanstack/react-query"
import { render } from "@testing-library/react"
import { useState, type ReactElement, type ReactNode } from "react"
import { MemoryRouter } from "react-router-dom"
import { createQueryClient } from "../../src/app/query-client"
import { SessionContext, type SessionCustomer, type Session } from "../../src/session/session-context"
import { LocaleProvider } from "../../src/i18n/locale-context"
import type { Locale } from "../../src/lib/locale"

/** A signed-in customer for view tests. */
export function fakeCustomer(overrides: Partial<SessionCustomer> = {}): SessionCustomer {
  return {
    id: "cus_1",
    email: "owner@example.com",
    first_name: "Olivia",
    last_name: "Owner",
    clinic: { id: "clinic_1", name: "North Clinic" },
    clinic_role: "owner",
    application_status: "approved",
    two_factor_enabled: false,
    ...overrides,
  }
}

/** A session for view tests (signed in and approved unless overridden). */
export function fakeSession(overrides: Partial<Session> = {}): Session {
  return {
    status: "signed-in",
    customer: fakeCustomer(),
    cartCount: 0,
    currencyCode: "usd",
    regionCountries: ["us"],
    signOut: () => undefined,
    ...overrides,
  }
}

/** Renders a view inside a memory router (at `path`), a query client, a session and a locale; rerender keeps them. */
export function renderView(ui: ReactElement, options: { path?: string; session?: Session; language?: Locale } = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    const [queryClient] = useState(createQueryClient)
    return (
      <QueryClientProvider client={queryClient}>
        <LocaleProvider locale={options.language ?? "en"}>
          <SessionContext.Provider value={options.session ?? fakeSession()}>
            <MemoryRouter initialEntries={[options.path ?? "/"]}>{children}</MemoryRouter>
          </SessionContext.Provider>
        </LocaleProvider>
      </QueryClientProvider>
    )
  }
  return render(ui, { wrapper: Wrapper })
}
