import { useId, useState, type FormEvent } from "react"
import { useText } from "../i18n/text"

/** The texts of each kind of code field: a discount code, or a gift card redeemed on the cart. */
const texts = {
  discount: { label: "cart.code.label", apply: "cart.code.apply", applied: "cart.code.applied", refused: "cart.code.refused", removeCode: "cart.code.removeCode", name: "discount-code" },
  giftCard: { label: "cart.giftCard.label", apply: "cart.giftCard.apply", applied: "cart.giftCard.applied", refused: "cart.giftCard.refused", removeCode: "cart.giftCard.removeCode", name: "gift-card-code" },
} as const

/** Props of a code field. */
export interface DiscountCodeFieldProps {
  /** Which codes the field takes (texts and field name): discount codes unless said. */
  kind?: keyof typeof texts
  /** The codes on the cart, as Medusa spells them. */
  codes: readonly string[]
  /** Why the server refused the last code (its own message naming the code), or null. */
  refusal: string | null
  /** A code is being applied or removed: the field and its buttons wait. */
  busy: boolean
  /** The cart takes no changes now (a request for approval is pending). */
  disabled?: boolean
  onApply: (code: string) => void
  onRemove: (code: string) => void
}

/**
 * A discount code (or gift card) field: the code typed is applied on "Apply" (or Enter); the server's reason for a refusal is
 * shown under the field; the applied codes are listed, each with a Remove button.
 */
export function DiscountCodeField({ kind = "discount", codes, refusal, busy, disabled = false, onApply, onRemove }: DiscountCodeFieldProps) {
  const t = useText()
  const text = texts[kind]
  const id = useId()
  const [draft, setDraft] = useState("")
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const code = draft.trim()
    if (!code || busy || disabled) return
    onApply(code)
    setDraft("")
  }
  return (
    <div className="discount-codes">
      <form className="inline-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-code`}>{t(text.label)}</label>
        <input
          id={`${id}-code`}
          name={text.name}
          autoComplete="off"
          maxLength={64}
          value={draft}
          disabled={disabled}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-refusal` : undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button" disabled={disabled || busy || draft.trim() === ""}>
          {t(text.apply)}
        </button>
      </form>
      {refusal ? (
        <p className="field-error" id={`${id}-refusal`} role="alert">
          {t(text.refused, { reason: refusal })}
        </p>
      ) : null}
      {codes.length > 0 ? (
        <ul className="applied-codes" aria-label={t(text.applied)}>
          {codes.map((code) => (
            <li key={code}>
              <span className="code">{code}</span>{" "}
              <button type="button" className="button link" disabled={disabled || busy} aria-label={t(text.removeCode, { code })} onClick={() => onRemove(code)}>
                {t("cart.code.remove")}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
