/** Rows per page of every back-office list (the staff list routes answer at most 100). */
export const PAGE_SIZE = 20

/** Where a page sits in a list: page `page` of `pages` (1-based), and the offsets of its neighbours (null: none). */
export type PageInfo = { page: number; pages: number; first: number; last: number; previous: number | null; next: number | null }

/**
 * The page of a list that starts at `offset`, with `limit` rows per page and `count` rows in all. An offset past the
 * end (rows removed since) counts as the last page; an empty list has one empty page.
 */
export function pageInfo(offset: number, limit: number, count: number): PageInfo {
  const pages = Math.max(1, Math.ceil(count / limit))
  const page = Math.min(pages, Math.floor(offset / limit) + 1)
  const start = (page - 1) * limit
  return {
    page,
    pages,
    first: count === 0 ? 0 : start + 1,
    last: Math.min(start + limit, count),
    previous: page > 1 ? start - limit : null,
    next: page < pages ? start + limit : null,
  }
}

/** A non-negative whole offset read from a URL parameter (anything else: 0). */
export function offsetParam(value: string | null): number {
  const offset = Number(value)
  return Number.isSafeInteger(offset) && offset > 0 ? offset : 0
}
