import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../../http/auth"
import { handler } from "../../../http/handler"
import { sendPrivateFile } from "../../../http/send-file"
import type CustomerFileService from "../../../../services/customer-file"

/**
 * GET /store/files/:id: the caller's own upload as a download (private storage is read only here, for its owner;
 * 404 for anyone else's file). Never cached: the bytes are private.
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const { file, stream } = await req.scope.resolve<CustomerFileService>("customerFileService").open(customerId, req.params.id)
  await sendPrivateFile(res, stream, file)
})
