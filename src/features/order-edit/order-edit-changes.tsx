import { lineName } from "@clinic-store/contract"
import type { OrderEdit, OrderEditChange } from "../../api/order-edits"
import { useText } from "../../i18n/text"

/** One change in words: what happened to which line, and the quantities. */
function ChangeLine({ change }: { change: OrderEditChange }) {
  const text = useText()
  const line = change.line_item ?? change.original_line_item
  if (!line) return null
  const name = lineName(line)
  switch (change.type) {
    case "item_add":
      return (
        <>
          <strong>{text("orderEdit.added")}:</strong> {line.quantity} × {name}
        </>
      )
    case "item_remove":
      return (
        <>
          <strong>{text("orderEdit.removed")}:</strong> {change.original_line_item?.quantity ?? line.quantity} × {name}
        </>
      )
    case "item_update":
      return (
        <>
          <strong>{text("orderEdit.changed")}:</strong> {name}, {text("orderEdit.quantityFromTo", { from: change.original_line_item?.quantity ?? "", to: change.line_item?.quantity ?? "" })}
        </>
      )
  }
}

/** The lines an edit adds, removes or changes (Medusa's `changes`). */
export function OrderEditChanges({ edit }: { edit: OrderEdit }) {
  const text = useText()
  return (
    <>
      <h2>{text("orderEdit.changes")}</h2>
      <ul className="order-edit-changes">
        {edit.changes.map((change) => (
          <li key={change.id}>
            <ChangeLine change={change} />
          </li>
        ))}
      </ul>
    </>
  )
}
