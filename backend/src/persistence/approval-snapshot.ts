import { firstRow, queryRows, type Db } from "./db"

/** One line of a cart as an approval request records it. */
export type SnapshotLine = { variant_id: string | null; quantity: number; unit_price: number }

/** A cart's lines in a fixed order, as an approval request records and compares them. */
export async function cartLinesSnapshot(db: Db, cartId: string): Promise<SnapshotLine[]> {
  const rows = await queryRows<SnapshotLine>(
    db,
    `select variant_id, quantity, unit_price from line_item where cart_id = $1 order by variant_id nulls first, quantity, unit_price`,
    [cartId]
  )
  return rows.map((row) => ({ variant_id: row.variant_id, quantity: Number(row.quantity), unit_price: Number(row.unit_price) }))
}

/** Whether two snapshots hold the same lines (jsonb keeps an object's keys in its own order: compared field by field). */
export function sameLines(a: SnapshotLine[], b: SnapshotLine[]): boolean {
  const key = (line: SnapshotLine) => `${line.variant_id ?? ""}|${Number(line.quantity)}|${Number(line.unit_price)}`
  return a.length === b.length && a.every((line, i) => key(line) === key(b[i]))
}

/** Records the lines of the request's cart (in the transaction that records the request). */
export async function setApprovalCartLines(db: Db, id: string, lines: SnapshotLine[]): Promise<void> {
  await db.query(`update approval_request set cart_lines = $2 where id = $1`, [id, JSON.stringify(lines)])
}

/** What a request recorded of its cart: its lines (null for requests older than the snapshot) and total. */
export async function approvalSnapshot(db: Db, id: string): Promise<{ cart_lines: SnapshotLine[] | null; total: number } | undefined> {
  const row = await firstRow<{ cart_lines: SnapshotLine[] | null; total: string | number }>(db, `select cart_lines, total from approval_request where id = $1`, [id])
  return row && { cart_lines: row.cart_lines, total: Number(row.total) }
}
