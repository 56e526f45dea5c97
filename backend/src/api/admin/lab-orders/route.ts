import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { z } from "zod"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import { LAB_ORDER_STATUSES } from "@clinic-store/contract"
import type LabOrderService from "../../../services/lab-order"

const query = z.object({ status: z.enum(LAB_ORDER_STATUSES).optional(), order_id: z.string().min(1).max(100).optional() })

/** GET /admin/lab-orders?status=&order_id=: `{ lab_orders, count }` with order number and customer email (staff). */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const filters = validate(query, req.query)
  const labOrders = await req.scope.resolve<LabOrderService>("labOrderService").listForStaff(filters)
  res.json({ lab_orders: labOrders, count: labOrders.length })
})
