import { Button, Text } from "@medusajs/ui"
import { pageInfo } from "../lib/paging"

/** Previous / next buttons and "page x of y" under a paged list; `onOffset` receives the offset to load. */
export const Pager = ({
  offset,
  limit,
  count,
  what,
  onOffset,
}: {
  offset: number
  limit: number
  count: number
  what: string
  onOffset: (offset: number) => void
}) => {
  const info = pageInfo(offset, limit, count)
  return (
    <nav aria-label={`Pages of ${what}`} className="flex flex-wrap items-center justify-between gap-2" data-testid="pager">
      <Text size="small" className="text-ui-fg-subtle" aria-live="polite">
        Page {info.page} of {info.pages} · {info.first}–{info.last} of {count} {what}
      </Text>
      <div className="flex gap-x-2">
        <Button size="small" variant="secondary" disabled={info.previous === null} onClick={() => info.previous !== null && onOffset(info.previous)}>
          Previous
        </Button>
        <Button size="small" variant="secondary" disabled={info.next === null} onClick={() => info.next !== null && onOffset(info.next)}>
          Next
        </Button>
      </div>
    </nav>
  )
}
