import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../http/auth"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import { uploadFileBody } from "@clinic-store/contract"
import CustomerFileService, { uploadedFileView } from "../../../services/customer-file"

/** POST /store/files: stores a base64 file (≤ 10 MB decoded) for the caller. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const { name, content } = validate(uploadFileBody, req.body)
  const files = req.scope.resolve<CustomerFileService>("customerFileService")
  res.status(201).json({ file: uploadedFileView(await files.upload(customerId, name, content)) })
})
