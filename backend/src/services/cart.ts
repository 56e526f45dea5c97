import { CartService as MedusaCartService } from "@medusajs/medusa"
import type { Cart } from "@medusajs/medusa"
import type { CartCreateProps, CartUpdateProps } from "@medusajs/medusa/dist/types/cart"
import type { AddressData } from "../domain/address-data"
import { clinicBillingOfCart, setCartEmail } from "../persistence/cart"

/**
 * Medusa's cart service, with one rule added: a cart of a clinic member carries the clinic's billing email and, when
 * the cart has none, the clinic's billing address, so the order and its mails go to the clinic's billing contact.
 *
 * Medusa writes the signed-in customer's own email on the cart when the cart is created and again on every update of
 * it by a signed-in customer (the store's cart update passes the customer on), so the rule is applied after each
 * create and update, here where no route can skip it. The cart keeps its customer (only the email changes: Medusa's
 * own email update would move the cart to a guest customer of that address). (A file named like a core service
 * replaces it in Medusa's container.)
 */
export default class CartService extends MedusaCartService {
  override async create(data: CartCreateProps): Promise<Cart> {
    const cart = await super.create(data)
    return this.withClinicBilling(cart)
  }

  override async update(cartOrId: string | Cart, data: CartUpdateProps): Promise<Cart> {
    const cart = await super.update(cartOrId, data)
    return this.withClinicBilling(cart)
  }

  /** Applies the clinic billing rule to a cart just created or updated, in the caller's transaction when there is one. */
  private async withClinicBilling(cart: Cart): Promise<Cart> {
    const billing = await clinicBillingOfCart(this.activeManager_, cart.id)
    if (!billing) return cart
    // Medusa's own update (not this class's): it leaves the email alone when no customer is passed.
    if (!billing.billing_address_id) await super.update(cart.id, { billing_address: billingAddressOf(billing.billing_address) })
    if (billing.cart_email !== billing.billing_email) {
      await setCartEmail(this.activeManager_, cart.id, billing.billing_email)
    }
    return Object.assign(cart, { email: billing.billing_email })
  }
}

/** The clinic's billing address as a Medusa address payload. */
function billingAddressOf(address: AddressData): CartUpdateProps["billing_address"] {
  const { first_name, last_name, phone, company, address_1, address_2, city, province, postal_code, country_code } = address
  return { first_name, last_name, phone, company, address_1, address_2, city, province, postal_code, country_code } as CartUpdateProps["billing_address"]
}
