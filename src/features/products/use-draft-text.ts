import { useState } from "react"

/**
 * The text of a field whose value is applied elsewhere (the products page's search, applied through the URL): the
 * field owns what is being typed, so keystrokes never wait for the router (its updates are transitions and arrive
 * later, which would put older text back into a controlled field). When the applied value changes to something
 * the field did not send (Show all products, a link), the field shows that value.
 */
export function useDraftText(applied: string, apply: (text: string) => void): [string, (text: string) => void] {
  const [draft, setDraft] = useState(applied)
  const [seen, setSeen] = useState(applied)
  // Texts sent and not yet seen applied, oldest first.
  const [pending, setPending] = useState<string[]>([])
  if (applied !== seen) {
    setSeen(applied)
    const at = pending.indexOf(applied)
    if (at >= 0) {
      setPending(pending.slice(at + 1))
    } else {
      setPending([])
      setDraft(applied)
    }
  }
  const change = (text: string) => {
    setDraft(text)
    setPending((texts) => [...texts, text])
    apply(text)
  }
  return [draft, change]
}
