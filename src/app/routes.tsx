import type { RouteObject } from "react-router-dom"
import type { Api } from "../api"
import { HomePage } from "../features/home/home-page"
import { LoginPage } from "../features/login/login-page"
import { RequireApproved, RequireSignIn } from "./guards"
import { NotFoundPage } from "./not-found-page"
import { checkoutChunks } from "./route-chunks"
import { StorefrontRoot } from "./storefront-root"

/**
 * Every route of the storefront. Every screen but the home
 * page and sign-in is a lazy chunk, so the first route's JavaScript stays small. `api` lets tests inject fakes.
 */
export function createRoutes(options: { api?: Api } = {}): RouteObject[] {
  return [
    {
      element: <StorefrontRoot api={options.api} />,
      children: [
        { index: true, element: <HomePage /> },
        { path: "login", element: <LoginPage /> },
        { path: "sign-up", lazy: () => import("../features/login/sign-up-page").then((m) => ({ Component: m.SignUpPage })) },
        { path: "forgot-password", lazy: () => import("../features/login/password-reset-pages").then((m) => ({ Component: m.ForgotPasswordPage })) },
        { path: "reset-password", lazy: () => import("../features/login/password-reset-pages").then((m) => ({ Component: m.ResetPasswordPage })) },
        { path: "contact", lazy: () => import("../features/contact/contact-page").then((m) => ({ Component: m.ContactPage })) },
        {
          element: <RequireSignIn />,
          children: [
            { path: "apply", lazy: () => import("../features/apply/apply-page").then((m) => ({ Component: m.ApplyPage })) },
            { path: "orders", lazy: () => import("../features/orders/orders-page").then((m) => ({ Component: m.OrdersPage })) },
            { path: "orders/:id", lazy: () => import("../features/orders/order-page").then((m) => ({ Component: m.OrderPage })) },
            { path: "order/confirmed/:id", lazy: () => checkoutChunks.orderConfirmed().then((m) => ({ Component: m.OrderConfirmedPage })) },
            { path: "clinic", lazy: () => import("../features/clinic/clinic-page").then((m) => ({ Component: m.ClinicPage })) },
            { path: "account", lazy: () => import("../features/account/account-page").then((m) => ({ Component: m.AccountPage })) },
          ],
        },
        {
          element: <RequireApproved />,
          children: [
            { path: "products", lazy: () => import("../features/products/products-page").then((m) => ({ Component: m.ProductsPage })) },
            { path: "products/:handle", lazy: () => import("../features/products/product-page").then((m) => ({ Component: m.ProductPage })) },
            { path: "cart", lazy: () => checkoutChunks.cart().then((m) => ({ Component: m.CartPage })) },
            { path: "checkout", lazy: () => checkoutChunks.checkout().then((m) => ({ Component: m.CheckoutPage })) },
          ],
        },
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ]
}

/** The storefront's routes with the real API services. */
export const routes: RouteObject[] = createRoutes()
