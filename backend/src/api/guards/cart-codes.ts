import type { CartService, MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { defaultStoreCartFields, defaultStoreCartRelations } from "@medusajs/medusa/dist/api/routes/store/carts"
import { cleanResponseData } from "@medusajs/medusa/dist/utils/clean-response-data"
import type { EntityManager } from "typeorm"
import { discountRefusal, giftCardRefusal, unknownCode } from "../../domain/cart-codes"
import { InvalidError, NotFoundError } from "../../domain/errors"
import { discountByCode, discountCodesOfCart, giftCardByCode } from "../../persistence/cart-codes"
import { handler, middleware } from "../http/handler"
import { cartOf, formFor, type Guard } from "./guard"
import { followTotal } from "./line-with-payment"

type Codes = { code: string }[] | undefined

const managerOf = (req: MedusaRequest) => req.scope.resolve<EntityManager>("manager")

/**
 * Discount and gift card codes sent to the customer's own cart (POST /store/carts/:id, the body's form checked by the
 * gate): each must name a live code the cart may use now, else 400 naming the code and the reason (unknown, disabled,
 * not yet valid, expired, used up, no balance left, another region). Medusa then applies them in one transaction with
 * the payment's new amount.
 */
const checkCodes = middleware(async (req) => {
  const body = req.body as { discounts?: Codes; gift_cards?: Codes }
  if (!body?.discounts?.length && !body?.gift_cards?.length) return
  const db = managerOf(req)
  const regionId = (await cartOf(req)).cart?.region_id
  if (!regionId) return
  for (const { code } of body.discounts ?? []) {
    const discount = await discountByCode(db, code)
    const refusal = discount ? discountRefusal(discount, regionId) : unknownCode("discounts", code)
    if (refusal) throw new InvalidError(refusal)
  }
  for (const { code } of body.gift_cards ?? []) {
    const card = await giftCardByCode(db, code)
    const refusal = card ? giftCardRefusal(card, regionId) : unknownCode("gift_cards", code)
    if (refusal) throw new InvalidError(refusal)
  }
})

/**
 * Removes a discount from the customer's own cart by its code, in any letter case (Medusa's route compares exactly and
 * answers 200 for a code the cart does not have): 404 naming the code when the cart has no such discount. The removal
 * and the payment's new amount are written in one transaction (409 when the card was confirmed meanwhile).
 */
const removeDiscount = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const db = managerOf(req)
  const cartId = req.params.id
  const wanted = req.params.code.trim().toUpperCase()
  const code = (await discountCodesOfCart(db, cartId)).find((onCart) => onCart.toUpperCase() === wanted)
  if (!code) throw new NotFoundError("discount", `discounts: code "${req.params.code}" is not on this cart`)
  const carts = req.scope.resolve<CartService>("cartService")
  const paid = Boolean((await cartOf(req)).cart?.open_payment_sessions)
  await db.transaction(async (tx) => {
    await carts.withTransaction(tx).removeDiscount(cartId, code)
    if (paid) await followTotal(carts.withTransaction(tx), cartId)
  })
  const cart = await carts.retrieveWithTotals(cartId, { select: defaultStoreCartFields, relations: defaultStoreCartRelations })
  res.status(200).json({ cart: cleanResponseData(cart, []) })
})

/**
 * The cart's codes: those sent to POST /store/carts/:id checked (else 400 naming the code and the reason), a discount
 * removed by its code (answered here). After the cart's ownership, turn, freeze and card rules (a foreign cart is 404,
 * a confirmed card 409).
 */
export const cartCodes: Guard = (route) =>
  formFor("cartCodes", route, {
    "POST /store/carts/:id": checkCodes,
    "DELETE /store/carts/:id/discounts/:code": removeDiscount,
  })
