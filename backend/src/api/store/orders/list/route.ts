import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../../http/auth"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"
import { sendCached } from "../../../http/read-cache"
import type { default as CustomerOrdersService, CustomerOrder } from "../../../../services/customer-orders"
import { ordersListQuery, type OrderPage } from "@clinic-store/contract"

/** GET /store/orders/list: `{ orders, count, offset, limit }`, newest first, the caller's and their clinic's (read cache). */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const { offset, limit } = validate(ordersListQuery, req.query)
  const orders = req.scope.resolve<CustomerOrdersService>("customerOrdersService")
  await sendCached(req, res, `orders|${customerId}|${offset}|${limit}`, async (): Promise<OrderPage<CustomerOrder>> => ({ ...(await orders.list(customerId, offset, limit)), offset, limit }))
})
