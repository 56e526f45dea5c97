import { act, renderHook } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { useDraftText } from "../../src/features/products/use-draft-text"

describe("a field's draft text applied elsewhere", () => {
  it("keeps every keystroke while the applied value lags behind, and sends each one", () => {
    const apply = vi.fn()
    const { result, rerender } = renderHook(({ applied }) => useDraftText(applied, apply), { initialProps: { applied: "" } })
    act(() => result.current[1]("k"))
    act(() => result.current[1]("ki"))
    act(() => result.current[1]("kit"))
    expect(result.current[0]).toBe("kit")
    // The router shows the older texts later: the field keeps what was typed.
    rerender({ applied: "k" })
    expect(result.current[0]).toBe("kit")
    rerender({ applied: "ki" })
    rerender({ applied: "kit" })
    expect(result.current[0]).toBe("kit")
    expect(apply.mock.calls).toEqual([["k"], ["ki"], ["kit"]])
  })

  it("shows a value applied from elsewhere (Show all products, a link)", () => {
    const { result, rerender } = renderHook(({ applied }) => useDraftText(applied, vi.fn()), { initialProps: { applied: "amh" } })
    expect(result.current[0]).toBe("amh")
    act(() => result.current[1]("amhx"))
    rerender({ applied: "amhx" })
    rerender({ applied: "" })
    expect(result.current[0]).toBe("")
    rerender({ applied: "gene" })
    expect(result.current[0]).toBe("gene")
  })
})
