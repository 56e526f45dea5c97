import { Input } from "@medusajs/ui"
import { useEffect, useRef, useState } from "react"

/** How long typing must pause before a search is sent (ms): one request per pause, not per key. */
const SEARCH_DELAY_MS = 300

/**
 * A labelled search field: shows what is typed at once and calls `onSearch` with the trimmed text once typing
 * pauses. `value` is the search in effect (e.g. from the URL); it replaces the text when it changes elsewhere.
 */
export const SearchBox = ({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string
  placeholder: string
  value: string
  onSearch: (value: string) => void
}) => {
  const [text, setText] = useState(value)
  const search = useRef(onSearch)
  search.current = onSearch
  useEffect(() => setText(value), [value])
  useEffect(() => {
    if (text.trim() === value) return
    const timer = setTimeout(() => search.current(text.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, value])
  return (
    <Input
      type="search"
      size="small"
      aria-label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  )
}
