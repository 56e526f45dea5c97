import type { DiscountFacts, GiftCardFacts } from "../domain/cart-codes"
import { firstRow, queryRows, type Db } from "./db"

/**
 * The discount a shopper's code names, as Medusa finds it (the code upper-cased; a fixed code before a dynamic one),
 * with the regions it is valid in; undefined when no live discount has the code.
 */
export async function discountByCode(db: Db, code: string): Promise<DiscountFacts | undefined> {
  return firstRow<DiscountFacts>(
    db,
    `select d.code, d.is_disabled, d.starts_at, d.ends_at, d.usage_limit, d.usage_count,
            coalesce(array_agg(r.region_id) filter (where r.region_id is not null), '{}') as region_ids
     from discount d left join discount_regions r on r.discount_id = d.id
     where d.code = upper($1) and d.deleted_at is null
     group by d.id order by d.is_dynamic limit 1`,
    [code.trim()]
  )
}

/** The gift card a code names (exactly, as Medusa finds it); undefined when no live card has the code. */
export async function giftCardByCode(db: Db, code: string): Promise<GiftCardFacts | undefined> {
  return firstRow<GiftCardFacts>(db, `select code, is_disabled, ends_at, balance, region_id from gift_card where code = $1 and deleted_at is null`, [code.trim()])
}

/** The codes of the discounts on a cart. */
export async function discountCodesOfCart(db: Db, cartId: string): Promise<string[]> {
  const rows = await queryRows<{ code: string }>(db, `select d.code from cart_discounts c join discount d on d.id = c.discount_id where c.cart_id = $1`, [cartId])
  return rows.map((row) => row.code)
}
