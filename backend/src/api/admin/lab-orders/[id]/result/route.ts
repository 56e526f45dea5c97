import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { ApiError } from "../../../../http/api-error"
import { staffUserIdOf } from "../../../../http/auth"
import { handler } from "../../../../http/handler"
import { validate } from "../../../../http/validate"
import { decodeBase64Content, sanitiseFileName } from "../../../../../domain/file-content"
import type LabOrderService from "../../../../../services/lab-order"
import { labResultBody, type LabResultAttached, type Sent } from "@clinic-store/contract"

/** Largest result file, decoded. */
export const MAX_RESULT_BYTES = 10 * 1024 * 1024

/**
 * POST /admin/lab-orders/:id/result `{ name, content }` (base64, ≤ 10 MB decoded, 413 above): stores the
 * result through the file service and moves the lab order to `results_ready` (only from `in_analysis`, else 409).
 * With `replace: true` it corrects the result of a lab order that is `results_ready` (else 409): the earlier file stays
 * in the history and the customer is mailed that the result was corrected.
 */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const input = validate(labResultBody, req.body)
  const name = sanitiseFileName(input.name)
  if (!name) throw ApiError.invalid("name: no usable file name")
  const content = decodeBase64Content(input.content, MAX_RESULT_BYTES)
  const labOrders = req.scope.resolve<LabOrderService>("labOrderService")
  const { lab_order, result } = await labOrders.attachResult(req.params.id, { name, content }, staffUserIdOf(req), { replace: input.replace })
  const { file_key: _fileKey, ...publicResult } = result
  res.json({ lab_order, result: publicResult } satisfies Sent<LabResultAttached>)
})
