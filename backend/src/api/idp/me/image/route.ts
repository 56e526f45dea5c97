import type { AbstractFileService, MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { idpImageBody } from "@clinic-store/contract"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"
import { storeProfileImage } from "../../../../idp/profile-image"
import { dbOf, requireSignedIn } from "../../../../idp/sessions"
import { publicUser, updateUser } from "../../../../idp/users"

/** POST /idp/me/image `{ content }` (base64): JPG, PNG, GIF or WEBP (by its bytes) under 10 MB, stored with Medusa's file service. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { content } = validate(idpImageBody, req.body)
  const { user } = await requireSignedIn(req)
  const url = await storeProfileImage(req.scope.resolve<AbstractFileService>("fileService"), user.id, content)
  const updated = await updateUser(dbOf(req), user.id, { profile_image_url: url })
  res.json({ user: publicUser(updated) })
})
