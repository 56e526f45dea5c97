import { vi } from "vitest"
import type { Api } from "../../src/api"
import { ApiError } from "../../src/api/errors"
import type { Cart } from "../../machines/cart/cart.types"
import type { Address, Customer } from "../../machines/domain.types"
import type { SavedAddress } from "../../src/api/customers"

const address = { first_name: "Olivia", last_name: "Owner", address_1: "1 Clinic Road", city: "Aarhus", postal_code: "8000", country_code: "dk" }

/** An approved clinic owner in Denmark. */
export const approvedOwner: Customer = {
  id: "cus_owner",
  email: "owner@example.com",
  first_name: "Olivia",
  last_name: "Owner",
  billing_address: address,
  shipping_addresses: [],
  metadata: {},
  clinic: { id: "clinic_1", name: "North Clinic", type: "Epilepsy Clinic", status: "approved", billing_email: "billing@north.example", billing_address: address },
  clinic_role: "owner",
  application_status: "approved",
  two_factor_enabled: false,
}

/** An order with one lab order. */
export const order = {
  id: "order_1",
  display_id: 7,
  created_at: "2026-11-20T10:00:00.000Z",
  currency_code: "dkk",
  total: 32250,
  payment_status: "awaiting",
  fulfillment_status: "not_fulfilled",
  items: [{ id: "item_1", title: "EEG kit", quantity: 1, unit_price: 25000 }],
  lab_orders: [{ id: "labord_1", line_item_id: "item_1", status: "kit_sent", updated_at: "2026-11-20T11:00:00.000Z" }],
}

/**
 * An in-memory stand-in for every API service (no network), signed in as `customer` (or signed out with
 * null; `signedIn: false` starts without a backend session until login). Cart calls keep one Danish cart.
 */
export function createFakeApi(customer: Customer | null = null, options: { signedIn?: boolean; products?: unknown[]; invites?: unknown[] } = {}): Api {
  let signedIn = options.signedIn ?? customer !== null
  let cart: Cart = { id: "", items: [] }
  /** The customer's address book (Medusa's shipping addresses). */
  let book: SavedAddress[] = (customer?.shipping_addresses ?? []).map((entry, index) => ({ ...entry, id: `addr_saved_${index}` }))
  let bookIds = 0
  const region = { id: "reg_dk", currency_code: "dkk", tax_rate: 25, countries: [{ iso_2: "dk" }] }
  /** Stands in for Medusa's totals: line subtotals, shipping, 25 % tax on both. */
  const withTotals = (next: Cart): Cart => {
    const items = next.items.map((item) => ({ ...item, subtotal: (item.unit_price ?? 0) * item.quantity }))
    const subtotal = items.reduce((sum, item) => sum + item.subtotal, 0)
    const shipping_total = ((next.shipping_methods ?? []) as Array<{ price?: number }>).reduce((sum, method) => sum + (method.price ?? 0), 0)
    const tax_total = Math.round((subtotal + shipping_total) * 0.25)
    return { ...next, items, subtotal, shipping_total, tax_total, discount_total: 0, total: subtotal + shipping_total + tax_total }
  }
  const save = (next: Partial<Cart>) => (cart = withTotals({ ...cart, ...next } as Cart))
  const unauthorized = () => Promise.reject(new ApiError("authentication", "Unauthorized", { status: 401 }))
  return {
    carts: {
      create: vi.fn(async () => save({ id: "cart_1", region_id: region.id, items: [], region } as Partial<Cart>)),
      retrieve: vi.fn(async () => cart),
      update: vi.fn(async (_id: string, update: Partial<Cart>) => save(update)),
      addShippingMethod: vi.fn(async () => save({ shipping_methods: [{ id: "sm_1", shipping_option_id: "so_1", price: 1000, shipping_option: { name: "Standard" } }] })),
      createPaymentSessions: vi.fn(async () => save({ payment_sessions: [{ provider_id: "manual" }], payment_session: { provider_id: "manual" } })),
      setPaymentSession: vi.fn(async (_id: string, providerId: string) => save({ payment_session: { provider_id: providerId } })),
      addLineItem: vi.fn(async (_id: string, variantId: string, quantity: number) =>
        save({ items: [...cart.items, { id: `item_${variantId}`, title: "EEG kit", quantity, unit_price: 12500, variant_id: variantId }] })
      ),
      updateLineItem: vi.fn(async (_id: string, lineId: string, quantity: number) => save({ items: cart.items.map((i) => (i.id === lineId ? { ...i, quantity } : i)) })),
      removeLineItem: vi.fn(async (_id: string, lineId: string) => save({ items: cart.items.filter((i) => i.id !== lineId) })),
      hasCompletionUnderWay: vi.fn(() => false),
      complete: vi.fn(async () => ({
        orderId: "order_1",
        order: { id: "order_1", display_id: 42, currency_code: "dkk", total: 16875, items: cart.items.map((item) => ({ ...item })) },
      })),
    },
    regions: { list: vi.fn(async () => [region]) },
    shippingOptions: { listForRegion: vi.fn(async () => [{ id: "so_1", region_id: region.id }]) },
    customers: {
      retrieve: vi.fn(async () => customer),
      deleteSession: vi.fn(async () => undefined),
      listAddresses: vi.fn(async () => book.map((entry) => ({ ...entry }))),
      addAddress: vi.fn(async (address: Address) => {
        book.push({ ...address, id: `addr_${++bookIds}` })
      }),
      updateAddress: vi.fn(async (id: string, address: Address) => {
        book = book.map((entry) => (entry.id === id ? { ...entry, ...address } : entry))
      }),
      deleteAddress: vi.fn(async (id: string) => {
        book = book.filter((entry) => entry.id !== id)
      }),
    },
    store: {
      login: vi.fn(async () => {
        signedIn = customer !== null
        return signedIn ? { customer } : unauthorized()
      }),
      logout: vi.fn(async () => {
        signedIn = false
        return {}
      }),
      me: vi.fn(() => (customer && signedIn ? Promise.resolve(customer) : unauthorized())),
      approvedProducts: vi.fn(async () => options.products ?? []),
      searchProductIds: vi.fn(async () => []),
      featuredProducts: vi.fn(async () => ({ products: [], region_id: "reg_test", currency_code: "usd" })),
      shippingOptionNames: vi.fn(async () => ({})),
      inviteLink: vi.fn(async () => ({ clinic_name: "North Clinic", inviter_first_name: "Olivia", open: true })),
      canPurchase: vi.fn(async (id: string) => ({ product_id: id, can_purchase: true })),
      listOrders: vi.fn(async () => ({ orders: [], count: 0, offset: 0, limit: 10 })),
      findOrder: vi.fn((lookup: { id?: string; display_id?: number }) =>
        lookup.id === "order_123" || lookup.display_id === 7
          ? Promise.resolve({ ...order, id: "order_123" })
          : Promise.reject(new ApiError("invalid_request", "Not found", { status: 404, type: "not_found" }))
      ),
      getClinic: vi.fn(async () => ({ ...approvedOwner.clinic, members: [] })),
      listInvites: vi.fn(async () => options.invites ?? []),
      answerInvite: vi.fn(async (id: string, status: string) => ({ id, status })),
      sendContactForm: vi.fn(async () => ({ id: "contact_1" })),
      rememberLocale: vi.fn(async (locale: string) => ({ locale })),
      invoiceUrl: (orderId: string) => `http://backend.test/store/orders/${orderId}/invoice`,
      clinicStatementUrl: (clinicId: string) => `http://backend.test/store/clinics/${clinicId}/statement`,
      labResults: vi.fn(async (page: { offset: number; limit: number }) => ({ lab_results: [], count: 0, unread: 0, ...page })),
      markLabResultRead: vi.fn(async (id: string) => ({ id, read: true })),
      reorder: vi.fn(async () => ({ cart, added: [], left_out: [] })),
      cartReference: vi.fn(async () => ({ reference: null })),
      setCartReference: vi.fn(async (_cartId: string, reference: string | null) => ({ reference })),
      // No cart of this customer elsewhere: the cart machine makes one.
      openCart: vi.fn(() => Promise.reject(new ApiError("api", "Open cart was not found", { status: 404 }))),
      deleteAccount: vi.fn(async () => {
        signedIn = false
        return { id: customer?.id ?? "", deleted: true }
      }),
    },
  } as unknown as Api
}
