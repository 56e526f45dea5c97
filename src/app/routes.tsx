import type { RouteObject } from "react-router-dom"
import type { Api } from "../api"
import { ApplyPage } from "../features/apply/apply-page"
import { CartPage } from "../features/cart/cart-page"
import { ContactPage } from "../features/contact/contact-page"
import { HomePage } from "../features/home/home-page"
import { LoginPage } from "../features/login/login-page"
import { SignUpPage } from "../features/login/sign-up-page"
import { OrderConfirmedPage } from "../features/order/order-confirmed-page"
import { ProductPage } from "../features/products/product-page"
import { ProductsPage } from "../features/products/products-page"
import { RequireApproved, RequireSignIn } from "./guards"
import { NotFoundPage } from "./not-found-page"
import { StorefrontRoot } from "./storefront-root"

/**
 * Every route of the storefront (seed section 2 plus the product's screens). Account, clinic, orders and
 * checkout are lazy chunks, so the first route's JavaScript stays small. `api` lets tests inject fakes.
 */
export function createRoutes(options: { api?: Api } = {}): RouteObject[] {
  return [
    {
      element: <StorefrontRoot api={options.api} />,
      children: [
        { index: true, element: <HomePage /> },
        { path: "login", element: <LoginPage /> },
        { path: "sign-up", element: <SignUpPage /> },
        { path: "contact", element: <ContactPage /> },
        {
          element: <RequireSignIn />,
          children: [
            { path: "apply", element: <ApplyPage /> },
            { path: "orders", lazy: () => import("../features/orders/orders-page").then((m) => ({ Component: m.OrdersPage })) },
            { path: "orders/:id", lazy: () => import("../features/orders/order-page").then((m) => ({ Component: m.OrderPage })) },
            { path: "order/confirmed/:id", element: <OrderConfirmedPage /> },
            { path: "clinic", lazy: () => import("../features/clinic/clinic-page").then((m) => ({ Component: m.ClinicPage })) },
            { path: "account", lazy: () => import("../features/account/account-page").then((m) => ({ Component: m.AccountPage })) },
          ],
        },
        {
          element: <RequireApproved />,
          children: [
            { path: "products", element: <ProductsPage /> },
            { path: "products/:handle", element: <ProductPage /> },
            { path: "cart", element: <CartPage /> },
            { path: "checkout", lazy: () => import("../features/checkout/checkout-page").then((m) => ({ Component: m.CheckoutPage })) },
          ],
        },
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ]
}

/** The storefront's routes with the real API services. */
export const routes: RouteObject[] = createRoutes()
