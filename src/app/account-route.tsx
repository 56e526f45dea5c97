import { AccountPage } from "../features/account/account-page"
import { OrdersPage } from "../features/orders/orders-page"

/** `/account/<section>`: the account area, whose orders section is the orders screen. */
export function AccountRoute() {
  return <AccountPage orders={<OrdersPage />} />
}
