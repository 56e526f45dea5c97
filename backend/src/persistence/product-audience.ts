import { generateEntityId } from "@medusajs/medusa"
import type { Audience } from "@clinic-store/contract"
import { firstRow, queryRows, type Db } from "./db"

/** The published, not deleted products open to an audience, in catalogue order. */
export async function productIdsOpenTo(db: Db, audience: Audience): Promise<string[]> {
  const rows = await queryRows<{ product_id: string }>(
    db,
    `select pa.product_id from product_audience pa join product p on p.id = pa.product_id
     where pa.audience = $1 and p.deleted_at is null and p.status = 'published' order by p.created_at, p.id`,
    [audience]
  )
  return rows.map((row) => row.product_id)
}

/** Whether a product is open to an audience. */
export async function isOpenTo(db: Db, productId: string, audience: Audience): Promise<boolean> {
  return (await firstRow(db, `select 1 from product_audience where product_id = $1 and audience = $2 limit 1`, [productId, audience])) !== undefined
}

/** The variants among `variantIds` whose product is not open to the audience. */
export async function variantIdsClosedTo(db: Db, variantIds: string[], audience: Audience): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    `select v.id from product_variant v
     where v.id = any($1) and not exists (
       select 1 from product_audience pa where pa.product_id = v.product_id and pa.audience = $2)`,
    [variantIds, audience]
  )
  return rows.map((row) => row.id)
}

/** The audiences a product is open to, sorted. */
export async function audiencesOfProduct(db: Db, productId: string): Promise<Audience[]> {
  const rows = await queryRows<{ audience: Audience }>(db, `select audience from product_audience where product_id = $1 order by audience`, [productId])
  return rows.map((row) => row.audience)
}

/** Closes a product to every audience not in `kept`. */
export async function removeAudiencesExcept(db: Db, productId: string, kept: Audience[]): Promise<void> {
  await db.query(`delete from product_audience where product_id = $1 and not (audience = any($2))`, [productId, kept])
}

/** Opens a product to audiences (those it is open to already are left alone); answers how many were added. */
export async function insertAudiences(db: Db, productId: string, audiences: Audience[]): Promise<number> {
  const ids = audiences.map(() => generateEntityId("", "prodaud"))
  const inserted = await queryRows(
    db,
    `insert into product_audience (id, product_id, audience)
     select unnest($1::varchar[]), $2, unnest($3::varchar[])
     on conflict (product_id, audience) do nothing returning id`,
    [ids, productId, audiences]
  )
  return inserted.length
}
