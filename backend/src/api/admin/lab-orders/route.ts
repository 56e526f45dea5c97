import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { z } from "zod"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import { pagingQuery } from "@clinic-store/contract"
import { LAB_ORDER_STATUSES } from "@clinic-store/contract"
import type LabOrderService from "../../../services/lab-order"

const query = z.object({
  status: z.enum(LAB_ORDER_STATUSES).optional(),
  order_id: z.string().min(1).max(100).optional(),
  product_id: z.string().min(1).max(100).optional(),
  q: z.string().trim().max(320).optional(),
  ...pagingQuery,
})

/**
 * GET /admin/lab-orders?status=&order_id=&product_id=&q=&offset=&limit= (staff): one page of lab orders, newest
 * first, each with the product and variant it is for, the order number, the customer (and clinic) and the status;
 * `count` is the number of all matches.
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const filters = validate(query, req.query)
  const page = await req.scope.resolve<LabOrderService>("labOrderService").listForStaff(filters)
  res.json({ ...page, offset: filters.offset, limit: filters.limit })
})
