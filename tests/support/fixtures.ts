import type { Customer } from "../../machines/domain.types"
import type { Cart, PlacedOrder, Region, ShippingOption } from "../../machines/cart/cart.types"

/** Test data shared by machine tests. */
export const denmark: Region = { id: "reg_dk", currency_code: "dkk", tax_rate: 25, countries: [{ iso_2: "dk" }] }
export const spain: Region = { id: "reg_es", currency_code: "eur", tax_rate: 21, countries: [{ iso_2: "es" }] }

export const dkAddress = { first_name: "Ida", last_name: "Holm", address_1: "Nørregade 1", city: "København", postal_code: "1165", country_code: "dk" }
export const esAddress = { first_name: "Ana", last_name: "Ruiz", address_1: "Calle Mayor 2", city: "Madrid", postal_code: "28013", country_code: "es" }
export const dkShipping = { ...dkAddress, address_1: "Vestergade 9" }

/** An approved individual customer in Denmark with a separate shipping address. */
export const individual: Customer = {
  id: "cus_1",
  email: "ida@example.com",
  billing_address: dkAddress,
  shipping_addresses: [dkShipping],
  metadata: { application: "approved" },
  clinic: null,
}

/** An approved clinic member; the clinic bills from Spain. */
export const clinicMember: Customer = {
  id: "cus_2",
  email: "ana@example.com",
  billing_address: dkAddress,
  shipping_addresses: [],
  metadata: {},
  clinic: { id: "clinic_1", name: "Clínica", status: "approved", billing_email: "billing@clinic.example", billing_address: esAddress },
}

export const shippingOption: ShippingOption = { id: "so_dk", region_id: "reg_dk" }

/** A new, empty Danish cart. */
export const emptyCart: Cart = { id: "cart_1", region_id: "reg_dk", items: [] }
/** The empty cart after its details were filled. */
export const filledCart: Cart = { ...emptyCart, email: "ida@example.com", billing_address: dkAddress, shipping_address: dkShipping }
/** Filled and with a shipping method. */
export const shippedCart: Cart = { ...filledCart, shipping_methods: [{ id: "sm_1", shipping_option_id: "so_dk" }] }
/** With an item but no payment sessions. */
export const itemCart: Cart = { ...shippedCart, items: [{ id: "item_1", quantity: 2 }] }
/** With payment sessions but none selected. */
export const sessionsCart: Cart = { ...itemCart, payment_sessions: [{ provider_id: "manual" }] }
/** Ready to complete. */
export const readyCart: Cart = { ...sessionsCart, payment_session: { provider_id: "manual" } }

/** The order a completed cart became, as the completion answers it. */
export const placedOrder: PlacedOrder = { id: "order_1", display_id: 7, currency_code: "dkk", total: 10000, items: [{ id: "item_1", quantity: 2, title: "EEG kit", unit_price: 5000 }] }
