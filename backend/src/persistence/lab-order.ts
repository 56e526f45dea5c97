import { firstRow, type Db } from "./db"

/** A lab order as its mails tell it: its order (number, email, customer) and the line's test. */
export type LabOrderForMail = { order_id: string; display_id: number; email: string; customer_id: string | null; title: string; description: string | null }

/** The lab order with its order and line, or undefined. */
export async function labOrderForMail(db: Db, labOrderId: string): Promise<LabOrderForMail | undefined> {
  return firstRow<LabOrderForMail>(
    db,
    `select o.id as order_id, o.display_id, o.email, o.customer_id, li.title, li.description
       from lab_order lo join "order" o on o.id = lo.order_id join line_item li on li.id = lo.line_item_id where lo.id = $1`,
    [labOrderId]
  )
}
