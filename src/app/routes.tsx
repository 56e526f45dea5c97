import type { RouteObject } from "react-router-dom"
import { Layout } from "./layout"
import { HomePage } from "../features/home/home-page"
import { LoginPage } from "../features/login/login-page"
import { CartPage } from "../features/cart/cart-page"
import { OrderConfirmedPage } from "../features/order/order-confirmed-page"
import { NotFoundPage } from "./not-found-page"

/** Every route of the storefront (seed section 2 plus the home page). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "login", element: <LoginPage /> },
      { path: "cart", element: <CartPage /> },
      { path: "order/confirmed/:id", element: <OrderConfirmedPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]
