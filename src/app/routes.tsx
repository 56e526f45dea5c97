import type { RouteObject } from "react-router-dom"
import type { Api } from "../api"
import { HomePage } from "../features/home/home-page"
import { LoginPage } from "../features/login/login-page"
import { LoadingState } from "../ui/async-state"
import { RequireApproved, RequireSignIn } from "./guards"
import { NotFoundPage } from "./not-found-page"
import type { RouteHandle } from "./page-title"
import { RouteError } from "./route-error"
import { checkoutChunks } from "./route-chunks"
import { StorefrontRoot } from "./storefront-root"

/** A route's page title (see usePageTitle). */
const titled = (title: RouteHandle["title"]): { handle: RouteHandle } => ({ handle: { title } })

/**
 * Every route of the storefront. Every screen but the home page and sign-in is a lazy chunk, so the first route's
 * JavaScript stays small; a chunk that fails to load (a deploy replaced it) shows RouteError inside the page frame.
 * Each screen names its page title. `api` lets tests inject fakes.
 */
export function createRoutes(options: { api?: Api } = {}): RouteObject[] {
  return [
    ...developmentRoutes,
    {
      element: <StorefrontRoot api={options.api} />,
      // When the frame itself fails.
      errorElement: <RouteError />,
      children: [
        {
          // Inside the frame: a screen whose chunk fails to load, and the loading state while the first screen's
          // chunk loads (React Router warns on every load without one).
          errorElement: <RouteError />,
          hydrateFallbackElement: <LoadingState />,
          children: [
            { index: true, element: <HomePage />, ...titled((t) => t("home.title")) },
            { path: "login", element: <LoginPage />, ...titled((t) => t("login.title")) },
            { path: "sign-up", lazy: () => import("../features/login/sign-up-page").then((m) => ({ Component: m.SignUpPage })), ...titled((t) => t("login.signUpTitle")) },
            { path: "forgot-password", lazy: () => import("../features/login/password-reset-pages").then((m) => ({ Component: m.ForgotPasswordPage })), ...titled((t) => t("login.forgotTitle")) },
            { path: "reset-password", lazy: () => import("../features/login/password-reset-pages").then((m) => ({ Component: m.ResetPasswordPage })), ...titled((t) => t("login.resetTitle")) },
            { path: "about", lazy: () => import("../features/shop/info-page").then((m) => ({ Component: m.AboutPage })), ...titled((t) => t("shop.about.title")) },
            { path: "privacy", lazy: () => import("../features/shop/info-page").then((m) => ({ Component: m.PrivacyPage })), ...titled((t) => t("shop.privacy.title")) },
            { path: "terms", lazy: () => import("../features/shop/info-page").then((m) => ({ Component: m.TermsPage })), ...titled((t) => t("shop.terms.title")) },
            // Shown once the account is deleted and the customer signed out (the guards send a signed-out visitor to the
            // page the sign-out named, so it may load lazily like the others).
            { path: "account/deleted", lazy: () => import("../features/account/account-deleted-page").then((m) => ({ Component: m.AccountDeletedPage })), ...titled((t) => t("journey.account.deletedTitle")) },
            { path: "contact", lazy: () => import("../features/contact/contact-page").then((m) => ({ Component: m.ContactPage })), ...titled((t) => t("contact.title")) },
            {
              element: <RequireSignIn />,
              children: [
                { path: "apply", lazy: () => import("../features/apply/apply-page").then((m) => ({ Component: m.ApplyPage })), ...titled((t) => t("apply.title")) },
                { path: "orders", lazy: () => import("../features/orders/orders-page").then((m) => ({ Component: m.OrdersPage })), ...titled((t) => t("orders.title")) },
                { path: "orders/:orderId/edits/:editId", lazy: () => import("../features/order-edit/order-edit-page").then((m) => ({ Component: m.OrderEditPage })), ...titled((t) => t("orderEdit.pageTitle")) },
                { path: "orders/:id", lazy: () => import("../features/orders/order-page").then((m) => ({ Component: m.OrderPage })), ...titled((t) => t("orders.orderNumber")) },
                { path: "order/confirmed/:id", lazy: () => checkoutChunks.orderConfirmed().then((m) => ({ Component: m.OrderConfirmedPage })), ...titled((t) => t("confirmed.title")) },
                { path: "clinic", lazy: () => import("../features/clinic/clinic-page").then((m) => ({ Component: m.ClinicPage })), ...titled((t) => t("clinic.title")) },
                { path: "clinic/results", lazy: () => import("./clinic-results-route").then((m) => ({ Component: m.ClinicResultsRoute })), ...titled((t) => t("results.title")) },
                { path: "account/:section?", lazy: () => import("./account-route").then((m) => ({ Component: m.AccountRoute })), ...titled((t) => t("account.title")) },
              ],
            },
            {
              element: <RequireApproved />,
              children: [
                { path: "products", lazy: () => import("../features/products/products-page").then((m) => ({ Component: m.ProductsPage })), ...titled((t) => t("products.title")) },
                { path: "products/:handle", lazy: () => import("../features/products/product-page").then((m) => ({ Component: m.ProductPage })), ...titled((t) => t("cart.product")) },
                { path: "cart", lazy: () => checkoutChunks.cart().then((m) => ({ Component: m.CartPage })), ...titled((t) => t("cart.title")) },
                { path: "checkout", lazy: () => checkoutChunks.checkout().then((m) => ({ Component: m.CheckoutPage })), ...titled((t) => t("checkout.title")) },
              ],
            },
            { path: "*", element: <NotFoundPage />, ...titled((t) => t("notFound.title")) },
          ],
        },
      ],
    },
  ]
}

/**
 * In development only: the machine inspector (src/dev/inspector-page.tsx), outside the store's frame. Production builds
 * drop the route and its chunk (`import.meta.env.DEV` is false there).
 */
const developmentRoutes: RouteObject[] = import.meta.env.DEV ? [{ path: "dev/inspector", lazy: () => import("../dev/inspector-page").then((m) => ({ Component: m.InspectorPage })) }] : []

/** The storefront's routes with the real API services. */
export const routes: RouteObject[] = createRoutes()
