import { QueryClientProvider } from "@tanstack/react-query"
import { render, screen } from "@testing-library/react"
import type { ReactNode } from "react"
import { describe, expect, it, vi } from "vitest"
import type { Api } from "../../src/api"
import { startEarlyRequests, takeEarlyProducts } from "../../src/app/early-requests"
import { ApiError } from "../../src/api/errors"
import { createQueryClient, QUERY_DEFAULTS, QUERY_RETRIES, retryOnceOutsideTransport } from "../../src/app/query-client"
import { createSessionHint, SESSION_HINT_COOKIE } from "../../src/lib/session-hint"
import { ApiProvider } from "../../src/api/api-provider"
import { useApprovedProducts, useEarlyProductsPreview } from "../../src/queries/use-products"
import { useOrders } from "../../src/queries/use-orders"
import { SessionContext, signedOutSession } from "../../src/session/session-context"

/** `children` inside a query client (a new one unless given), the API provider and a signed-out session. */
function withQueries(api: Api, children: ReactNode, client = createQueryClient()) {
  return (
    <QueryClientProvider client={client}>
      <ApiProvider api={api}>
        <SessionContext.Provider value={signedOutSession}>{children}</SessionContext.Provider>
      </ApiProvider>
    </QueryClientProvider>
  )
}

describe("query client", () => {
  it("uses the seed's constants: stale 24 hours, one retry, no refetch on window focus", () => {
    expect(QUERY_DEFAULTS).toEqual({ staleTime: 86_400_000, retry: retryOnceOutsideTransport, refetchOnWindowFocus: false })
    expect(QUERY_RETRIES).toBe(1)
    const defaults = createQueryClient().getDefaultOptions().queries
    expect(defaults).toMatchObject(QUERY_DEFAULTS)
  })

  it("retries once what the transport did not answer, never a request the transport already retried", () => {
    expect(retryOnceOutsideTransport(0, new TypeError("select failed"))).toBe(true)
    expect(retryOnceOutsideTransport(1, new TypeError("select failed"))).toBe(false)
    expect(retryOnceOutsideTransport(0, new ApiError("api", "busy", { status: 503 }))).toBe(false)
    expect(retryOnceOutsideTransport(0, new ApiError("connection", "Failed to fetch"))).toBe(false)
  })
})

describe("query hooks", () => {
  function Orders() {
    const { data } = useOrders()
    const products = useApprovedProducts("reg_dk")
    return (
      <p>
        {data ? `${data.count} orders` : "Loading"} / {products.data ? `${products.data.length} products` : "Loading"}
      </p>
    )
  }

  it("read orders (offset 0, limit 10) and approved products through the API", async () => {
    const listOrders = vi.fn(async () => ({ orders: [], count: 3, offset: 0, limit: 10 }))
    const approvedProducts = vi.fn(async () => [{ id: "prod_1" }])
    const api = { store: { listOrders, approvedProducts } } as unknown as Api
    render(withQueries(api, <Orders />))
    expect(await screen.findByText("3 orders / 1 products")).toBeInTheDocument()
    expect(listOrders).toHaveBeenCalledWith({ offset: 0, limit: 10 })
    expect(approvedProducts).toHaveBeenCalledWith("reg_dk", "en")
  })
  it("take the page load's early product list when it is priced for the same region (no second request)", async () => {
    const early = { me: vi.fn(async () => ({}) as never), approvedProductList: vi.fn(async () => ({ products: [{ id: "prod_1" }, { id: "prod_2" }], region_id: "reg_dk" })) }
    startEarlyRequests({ api: early, hint: createSessionHint(() => ({ cookie: `${SESSION_HINT_COOKIE}=1` })), pathname: "/products" })
    const listOrders = vi.fn(async () => ({ orders: [], count: 0, offset: 0, limit: 10 }))
    const approvedProducts = vi.fn(async () => [{ id: "prod_1" }])
    const api = { store: { listOrders, approvedProducts } } as unknown as Api
    render(withQueries(api, <Orders />))
    expect(await screen.findByText("0 orders / 2 products")).toBeInTheDocument()
    expect(approvedProducts).not.toHaveBeenCalled()
  })

  it("show the page load's early product list in its own currency while the cart's region is not known yet", async () => {
    const list = { products: [{ id: "prod_1" }, { id: "prod_2" }], region_id: "reg_dk", currency_code: "dkk" }
    const early = { me: vi.fn(async () => ({}) as never), approvedProductList: vi.fn(async () => list) }
    startEarlyRequests({ api: early, hint: createSessionHint(() => ({ cookie: `${SESSION_HINT_COOKIE}=1` })), pathname: "/products" })
    function Preview({ waiting }: { waiting: boolean }) {
      const preview = useEarlyProductsPreview(waiting)
      return <p>{preview ? `${preview.products.length} products in ${preview.currencyCode}` : "No preview"}</p>
    }
    const client = createQueryClient()
    const api = { store: {} } as unknown as Api
    const view = render(withQueries(api, <Preview waiting />, client))
    expect(await screen.findByText("2 products in dkk")).toBeInTheDocument()
    view.rerender(withQueries(api, <Preview waiting={false} />, client))
    expect(screen.getByText("No preview")).toBeInTheDocument()
    expect(early.approvedProductList).toHaveBeenCalledOnce()
    await takeEarlyProducts("reg_dk") // hands the early list over: nothing left for later tests
  })

  it("show no preview without an early product list", () => {
    function Preview() {
      const preview = useEarlyProductsPreview(true)
      return <p>{preview ? "Preview" : "No preview"}</p>
    }
    render(withQueries({ store: {} } as unknown as Api, <Preview />))
    expect(screen.getByText("No preview")).toBeInTheDocument()
  })
})
