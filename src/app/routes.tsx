import type { RouteObject } from "react-router-dom"
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
import { Layout } from "./layout"
import { NotFoundPage } from "./not-found-page"

/**
 * Every route of the storefront (seed section 2 plus the product's screens). Account, clinic, orders and
 * checkout are lazy chunks, so the first route's JavaScript stays small.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
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
