import { render, screen, waitFor } from "@testing-library/react"
import { useSelector } from "@xstate/react"
import type { ReactNode } from "react"
import { MemoryRouter, Route, Routes } from "react-router-dom"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { cartSelectors } from "../../machines/cart/cart.selectors"
import { QueryClient } from "@tanstack/react-query"
import type { Api } from "../../src/api"
import { errorFromResponse } from "../../src/api/errors"
import { AppProviders } from "../../src/app/providers"
import { useApi } from "../../src/api/api-provider"
import { useCart } from "../../src/session/cart-context"
import { useCheckout } from "../../src/features/checkout/checkout-provider"
import { useClinic } from "../../src/session/clinic-provider"
import { isApproved, useAccount, useSession } from "../../src/session/session-context"
import { createSessionHint, SESSION_HINT_COOKIE } from "../../src/lib/session-hint"
import { denmark, individual, shippingOption } from "../support/fixtures"
import { createEarlyAwareFetch, earlyFetchConfig, startEarlyFetches } from "../../src/app/early-fetch"
import { peekEarlyProducts, startEarlyRequests } from "../../src/app/early-requests"

function Probe({ hook }: { hook: () => unknown }) {
  hook()
  return null
}

describe("hooks outside their providers", () => {
  it.each([
    ["useApi", useApi, "ApiProvider"],
    ["useAccount", useAccount, "SessionProvider"],
    ["useSession", useSession, "SessionProvider"],
    ["useCart", useCart, "CartProvider"],
    ["useCheckout", useCheckout, "CheckoutProvider"],
    ["useClinic", useClinic, "ClinicProvider"],
  ] as Array<[string, () => unknown, string]>)("%s throws", (name, hook, provider) => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    const silence = (event: ErrorEvent) => event.preventDefault()
    window.addEventListener("error", silence)
    try {
      expect(() => render(<Probe hook={hook} />)).toThrow(`${name} must be used within ${provider}`)
    } finally {
      window.removeEventListener("error", silence)
    }
  })
})

/** An API whose calls answer as a signed-in, approved customer with an empty Danish cart. */
function fakeApi(customer = individual): Api {
  let cart = { id: "cart_1", region_id: denmark.id, items: [] as Array<{ id: string; quantity: number }> }
  const respond = <T,>(value: T) => vi.fn(async () => value)
  return {
    store: { me: respond(customer), login: respond({ customer }), logout: respond({}) },
    regions: { list: respond([denmark]) },
    shippingOptions: { listForRegion: respond([shippingOption]) },
    carts: {
      create: vi.fn(async () => cart),
      retrieve: vi.fn(async () => cart),
      update: vi.fn(async (_id: string, update: object) => (cart = { ...cart, ...update })),
      addShippingMethod: vi.fn(async () => (cart = { ...cart, shipping_methods: [{ id: "sm" }] } as typeof cart)),
      createPaymentSessions: vi.fn(async () => cart),
    },
  } as unknown as Api
}

function CartCount() {
  const count = useSelector(useCart(), cartSelectors.itemCount)
  const active = useSelector(useCart(), cartSelectors.isActive)
  return <p>{active ? `Items: ${count}` : "Preparing"}</p>
}

function StoreStatus({ children }: { children?: ReactNode }) {
  const session = useSession()
  return (
    <>
      <p>{session.customer ? `Signed in as ${session.customer.email}` : "Signed out"}</p>
      {isApproved(session) ? children : <p>Not approved</p>}
    </>
  )
}

describe("AppProviders", () => {
  const identity = { getToken: vi.fn(async () => "jwt"), signOut: vi.fn(async () => {}) }
  const hint = createSessionHint()
  // A returning customer: the browser kept the signed-in hint of an earlier visit.
  beforeEach(() => hint.write())
  afterEach(() => hint.clear())

  it("restores the session and gives an approved customer a cart", async () => {
    localStorage.clear()
    render(
      <MemoryRouter>
        <AppProviders identity={identity} api={fakeApi()}>
          <Routes>
            <Route path="*" element={<StoreStatus><CartCount /></StoreStatus>} />
          </Routes>
        </AppProviders>
      </MemoryRouter>
    )
    expect(await screen.findByText("Signed in as ida@example.com")).toBeInTheDocument()
    expect(await screen.findByText("Items: 0")).toBeInTheDocument()
    await waitFor(() => expect(localStorage.getItem("clinic_store_cart_id")).toBe("cart_1"))
  })

  it("gives a customer awaiting approval no cart", async () => {
    render(
      <MemoryRouter>
        <AppProviders identity={identity} api={fakeApi({ ...individual, metadata: { application: "awaiting" } })}>
          <StoreStatus>
            <CartCount />
          </StoreStatus>
        </AppProviders>
      </MemoryRouter>
    )
    expect(await screen.findByText("Signed in as ida@example.com")).toBeInTheDocument()
    expect(screen.getByText("Not approved")).toBeInTheDocument()
  })
})

describe("the signed-in hint", () => {
  const hint = createSessionHint()
  const identity = { getToken: vi.fn(async () => "jwt"), signOut: vi.fn(async () => {}), hasSession: () => false }
  afterEach(() => hint.clear())

  function SignOutButton() {
    const { auth } = useAccount()
    return <button onClick={() => auth.send({ type: "SIGN_OUT" })}>Sign out</button>
  }

  const renderProviders = (api: Api) =>
    render(
      <MemoryRouter>
        <AppProviders identity={identity} api={api}>
          <StoreStatus />
          <SignOutButton />
        </AppProviders>
      </MemoryRouter>
    )

  it("a visitor without it is signed out at once, without GET /store/user/me", async () => {
    hint.clear()
    const api = fakeApi()
    renderProviders(api)
    expect(screen.getByText("Signed out")).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(api.store.me).not.toHaveBeenCalled()
    expect(document.cookie).not.toContain(SESSION_HINT_COOKIE)
  })

  it("is written once a customer is signed in and removed at sign-out", async () => {
    hint.write()
    const api = fakeApi({ ...individual, metadata: { application: "awaiting" } })
    renderProviders(api)
    expect(await screen.findByText("Signed in as ida@example.com")).toBeInTheDocument()
    expect(api.store.me).toHaveBeenCalledTimes(1)
    expect(hint.read()).toBe(true)
    screen.getByRole("button", { name: "Sign out" }).click()
    expect(await screen.findByText("Signed out")).toBeInTheDocument()
    expect(hint.read()).toBe(false)
  })

  it("a stale one (the session expired) is removed after the one 401", async () => {
    hint.write()
    const api = fakeApi()
    vi.mocked(api.store.me).mockRejectedValue(Object.assign(new Error("unauthorized"), { status: 401 }))
    renderProviders(api)
    await waitFor(() => expect(hint.read()).toBe(false))
    expect(screen.getByText("Signed out")).toBeInTheDocument()
    expect(api.store.me).toHaveBeenCalledTimes(1)
  })
})

describe("one session per customer", () => {
  const hint = createSessionHint()
  const identity = { getToken: vi.fn(async () => "jwt"), signOut: vi.fn(async () => {}), hasSession: () => false }
  beforeEach(() => {
    localStorage.clear()
    hint.write()
  })
  afterEach(() => hint.clear())

  function SignOutButton() {
    const { auth } = useAccount()
    return <button onClick={() => auth.send({ type: "SIGN_OUT" })}>Sign out</button>
  }

  let reloadCustomer = () => {}
  function ReloadCustomer() {
    const { auth } = useAccount()
    reloadCustomer = () => auth.send({ type: "RELOAD_CUSTOMER" })
    return null
  }

  function renderSignedIn(queryClient: QueryClient, api = fakeApi()) {
    render(
      <MemoryRouter initialEntries={["/cart"]}>
        <AppProviders identity={identity} api={api} queryClient={queryClient}>
          <Routes>
            <Route path="/login" element={<p>Login page</p>} />
            <Route path="*" element={<StoreStatus><CartCount /></StoreStatus>} />
          </Routes>
          <SignOutButton />
          <ReloadCustomer />
        </AppProviders>
      </MemoryRouter>
    )
    return api
  }

  it("sign-out leaves nothing of the customer in the query cache or in local storage", async () => {
    const queryClient = new QueryClient()
    renderSignedIn(queryClient)
    expect(await screen.findByText("Items: 0")).toBeInTheDocument()
    queryClient.setQueryData(["customer", individual.id, "orders", "list"], { orders: [{ id: "order_secret" }] })
    await waitFor(() => expect(localStorage.getItem("clinic_store_cart_owner")).toBe(individual.id))
    screen.getByRole("button", { name: "Sign out" }).click()
    expect(await screen.findByText("Login page")).toBeInTheDocument()
    expect(queryClient.getQueryCache().getAll()).toEqual([])
    expect(Object.keys({ ...localStorage }).filter((key) => key.startsWith("clinic_store_"))).toEqual([])
  })

  it("sign-out forgets the page load's early answers nobody took, so the next customer never gets them", async () => {
    // The page load's early requests for this customer: the application's (product list on /products) and the
    // inline script's, neither taken yet (the customer signs out before opening the products).
    const secretList = { products: [{ id: "prod_secret" }], region_id: denmark.id, currency_code: "dkk" }
    startEarlyRequests({ api: { me: async () => individual, approvedProductList: async () => secretList }, hint, pathname: "/products" })
    const answer = () => new Response(JSON.stringify(secretList), { status: 200 })
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => answer())
    window.history.replaceState(null, "", "/products")
    const config = earlyFetchConfig({ backendUrl: "https://api.store.test", localIdentity: true })
    new Function(`(${startEarlyFetches.toString()})(${JSON.stringify(config)})`)()
    window.history.replaceState(null, "", "/")
    expect(peekEarlyProducts()).toBeDefined()

    renderSignedIn(new QueryClient())
    expect(await screen.findByText("Items: 0")).toBeInTheDocument()
    screen.getByRole("button", { name: "Sign out" }).click()
    expect(await screen.findByText("Login page")).toBeInTheDocument()
    expect(peekEarlyProducts()).toBeUndefined()
    const network = vi.fn(async () => new Response("{}"))
    await createEarlyAwareFetch(window as never, network)("https://api.store.test/store/user/products/")
    expect(network).toHaveBeenCalledTimes(1)
  })

  it("another tab signing out ends this tab's session: it lands on /login", async () => {
    renderSignedIn(new QueryClient())
    expect(await screen.findByText("Items: 0")).toBeInTheDocument()
    const otherTab = new BroadcastChannel("clinic-store-session")
    otherTab.postMessage({ type: "signed-out" })
    otherTab.close()
    expect(await screen.findByText("Login page")).toBeInTheDocument()
  })

  it("another tab signing in as someone else ends this tab's session", async () => {
    renderSignedIn(new QueryClient())
    expect(await screen.findByText("Items: 0")).toBeInTheDocument()
    const otherTab = new BroadcastChannel("clinic-store-session")
    otherTab.postMessage({ type: "signed-in", customerId: "cus_someone_else" })
    otherTab.close()
    expect(await screen.findByText("Login page")).toBeInTheDocument()
  })

  it("the same customer re-read with another clinic or approval (an invite accepted): what was read for them is refetched", async () => {
    const queryClient = new QueryClient()
    const api = renderSignedIn(queryClient)
    expect(await screen.findByText("Items: 0")).toBeInTheDocument()
    const products = ["customer", individual.id, "approved-products", null]
    queryClient.setQueryData(products, [{ id: "prod_individual" }])
    const joined = { ...individual, clinic: { id: "clinic_1", name: "North", status: "approved", billing_address: { country_code: "dk" } } }
    vi.mocked(api.store.me).mockResolvedValue(joined as never)
    reloadCustomer()
    await waitFor(() => expect(queryClient.getQueryState(products)?.isInvalidated).toBe(true))
  })

  it("a 401 from the backend while signed in ends the session", async () => {
    renderSignedIn(new QueryClient())
    expect(await screen.findByText("Items: 0")).toBeInTheDocument()
    errorFromResponse(401, { type: "unauthorized", message: "Sign in to continue" })
    expect(await screen.findByText("Login page")).toBeInTheDocument()
  })
})
