import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import { adminLabOrdersQuery, type Sent, type StaffLabOrderPage } from "@clinic-store/contract"
import type LabOrderService from "../../../services/lab-order"

/**
 * GET /admin/lab-orders?status=&order_id=&product_id=&q=&offset=&limit= (staff): one page of lab orders, newest
 * first, each with the product and variant it is for, the order number, the customer (and clinic) and the status;
 * `count` is the number of all matches. `q` finds a lab order by its order number, sample id, the start of the order's
 * email, or (from three characters) part of the clinic's name, the member's name, the test or the PO number.
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const filters = validate(adminLabOrdersQuery, req.query)
  const page = await req.scope.resolve<LabOrderService>("labOrderService").listForStaff(filters)
  res.json({ ...page, offset: filters.offset, limit: filters.limit } satisfies Sent<StaffLabOrderPage>)
})
