import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { z } from "zod"
import { requireCustomerId } from "../../../http/auth"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"
import { sendCached } from "../../../http/read-cache"
import type CustomerOrdersService from "../../../../services/customer-orders"

const query = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
})

/** GET /store/orders/list: `{ orders, count, offset, limit }`, newest first, the caller's and their clinic's (read cache). */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const { offset, limit } = validate(query, req.query)
  const orders = req.scope.resolve<CustomerOrdersService>("customerOrdersService")
  await sendCached(req, res, `orders|${customerId}|${offset}|${limit}`, async () => ({ ...(await orders.list(customerId, offset, limit)), offset, limit }))
})
