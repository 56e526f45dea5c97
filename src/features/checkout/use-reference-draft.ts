import { ORDER_REFERENCE_MAX } from "@clinic-store/contract"
import { useState } from "react"
import { useCartReference, useSaveCartReference } from "../../queries/use-order-billing"

/** The reference being typed at checkout, its saved value and the save; one per checkout, so no field keeps its own. */
export type ReferenceDraft = ReturnType<typeof useReferenceDraft>

/**
 * The purchase-order reference typed at checkout. Typing is kept (also while the saved reference loads); `flush`
 * saves what is typed and not yet saved, so "Place order" never places an order without the reference on screen.
 */
export function useReferenceDraft(cartId: string) {
  const stored = useCartReference(cartId)
  const save = useSaveCartReference(cartId)
  const saved = stored.data?.reference ?? ""
  const [typed, setTyped] = useState<string | null>(null)
  const value = typed ?? saved
  const tooLong = value.trim().length > ORDER_REFERENCE_MAX
  const dirty = value.trim() !== saved
  return {
    value,
    tooLong,
    dirty,
    save,
    type: (next: string) => {
      setTyped(next)
      save.reset()
    },
    /** Saves the typed reference unless it is already saved; false when it cannot be (too long, or refused). */
    flush: async (): Promise<boolean> => {
      if (!dirty) return true
      if (tooLong || !cartId) return false
      try {
        const { reference } = await save.mutateAsync(value)
        setTyped(reference ?? "")
        return true
      } catch {
        return false
      }
    },
  }
}
