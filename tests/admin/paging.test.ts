import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { offsetParam, pageInfo } from "../../backend/src/admin/lib/paging"

describe("pageInfo (the back office's page x of y)", () => {
  it("numbers the pages of a list from 1 and names the rows shown", () => {
    expect(pageInfo(0, 20, 45)).toEqual({ page: 1, pages: 3, first: 1, last: 20, previous: null, next: 20 })
    expect(pageInfo(20, 20, 45)).toEqual({ page: 2, pages: 3, first: 21, last: 40, previous: 0, next: 40 })
    expect(pageInfo(40, 20, 45)).toEqual({ page: 3, pages: 3, first: 41, last: 45, previous: 20, next: null })
  })

  it("shows one empty page for an empty list", () => {
    expect(pageInfo(0, 20, 0)).toEqual({ page: 1, pages: 1, first: 0, last: 0, previous: null, next: null })
  })

  it("treats an offset past the end (rows removed since) as the last page", () => {
    expect(pageInfo(200, 20, 45)).toMatchObject({ page: 3, pages: 3, first: 41, last: 45, next: null })
  })

  it("always offers neighbours that stay inside the list", () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 100 }), fc.nat(10_000), (offset, limit, count) => {
        const info = pageInfo(offset, limit, count)
        expect(info.page).toBeGreaterThanOrEqual(1)
        expect(info.page).toBeLessThanOrEqual(info.pages)
        expect(info.last - info.first + 1).toBeLessThanOrEqual(limit)
        if (info.next !== null) expect(info.next).toBeLessThan(count)
        if (info.previous !== null) expect(pageInfo(info.previous, limit, count).page).toBe(info.page - 1)
      })
    )
  })
})

describe("offsetParam", () => {
  it("reads a whole non-negative offset and falls back to 0 for anything else", () => {
    expect(offsetParam("40")).toBe(40)
    for (const bad of [null, "", "-20", "1.5", "abc", "1e400"]) expect(offsetParam(bad)).toBe(0)
  })
})
