import { EventEmitter } from "node:events"
import { createRequire } from "node:module"
import { describe, expect, it } from "vitest"
import { stockWriteGate } from "../../backend/src/api/guards/stock-write"

const { databasePoolSize, stockWritesAtOnce } = createRequire(import.meta.url)("../../backend/database-pool.js") as {
  databasePoolSize(env?: Record<string, string | undefined>): number
  stockWritesAtOnce(poolSize: number): number
}

type Gate = ReturnType<typeof stockWriteGate>
const settle = () => new Promise((resolve) => setImmediate(resolve))

/** A response as the gate sees it: answered by `send` (or `end`), closing its connection, headers sent or not. */
class FakeResponse extends EventEmitter {
  headersSent = false
  send(): this {
    this.headersSent = true
    return this
  }
  end(): this {
    this.headersSent = true
    return this
  }
}

/** Sends `count` requests through the gate; returns which reached the route and their responses. */
function send(gate: Gate, count: number, before: (res: FakeResponse) => void = () => undefined) {
  const reached: number[] = []
  const answers = Array.from({ length: count }, (_, i) => {
    const res = new FakeResponse()
    before(res)
    gate({} as never, res as never, () => reached.push(i))
    return res
  })
  return { reached, answers }
}

describe("stock-write gate", () => {
  it("lets at most `atOnce` requests run, the next one in arrival order when an answer has been sent", async () => {
    const { reached, answers } = send(stockWriteGate(2), 5)
    await settle()
    expect(reached).toEqual([0, 1])
    answers[1].send()
    await settle()
    expect(reached).toEqual([0, 1, 2])
    answers[0].end()
    answers[2].send()
    await settle()
    expect(reached).toEqual([0, 1, 2, 3, 4])
  })

  it("keeps the turn while the route still works for a client that went away, and frees it with the answer", async () => {
    const { reached, answers } = send(stockWriteGate(1), 2)
    await settle()
    answers[0].emit("close")
    await settle()
    expect(reached).toEqual([0])
    answers[0].send()
    await settle()
    expect(reached).toEqual([0, 1])
  })

  it("frees the turn of a request whose connection closed before it got its turn, once it has answered", async () => {
    // The first request's browser reloaded while it was still queued: its "close" came before the gate listened.
    const { reached, answers } = send(stockWriteGate(1), 2, (res) => res.emit("close"))
    await settle()
    expect(reached).toEqual([0])
    answers[0].send()
    await settle()
    expect(reached).toEqual([0, 1])
  })

  it("frees the turn when the connection closes after the answer began", async () => {
    const { reached, answers } = send(stockWriteGate(1), 2)
    await settle()
    answers[0].headersSent = true
    answers[0].emit("close")
    await settle()
    expect(reached).toEqual([0, 1])
  })
})

describe("database pool settings", () => {
  it("default to node-postgres' 10 connections and take DATABASE_POOL_SIZE", () => {
    expect(databasePoolSize({})).toBe(10)
    expect(databasePoolSize({ DATABASE_POOL_SIZE: "30" })).toBe(30)
  })

  it.each(["2", "ten", "1.5", "501"])("refuse DATABASE_POOL_SIZE=%s with a sentence naming it", (raw) => {
    expect(() => databasePoolSize({ DATABASE_POOL_SIZE: raw })).toThrow(/DATABASE_POOL_SIZE=.* must be a whole number from 3 to 500/)
  })

  it("give stock writes a third of the pool, at least one", () => {
    expect(stockWritesAtOnce(10)).toBe(3)
    expect(stockWritesAtOnce(30)).toBe(10)
    expect(stockWritesAtOnce(3)).toBe(1)
  })
})
