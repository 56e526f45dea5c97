import { EventEmitter } from "node:events"
import { createRequire } from "node:module"
import { describe, expect, it } from "vitest"
import { stockWriteGate } from "../../backend/src/api/middlewares/stock-writes"

const { databasePoolSize, stockWritesAtOnce } = createRequire(import.meta.url)("../../backend/database-pool.js") as {
  databasePoolSize(env?: Record<string, string | undefined>): number
  stockWritesAtOnce(poolSize: number): number
}

type Gate = ReturnType<typeof stockWriteGate>
const settle = () => new Promise((resolve) => setImmediate(resolve))

/** Sends `count` requests through the gate; returns which reached the route and a way to finish each answer. */
function send(gate: Gate, count: number) {
  const reached: number[] = []
  const answers = Array.from({ length: count }, (_, i) => {
    const res = new EventEmitter()
    gate({} as never, res as never, () => reached.push(i))
    return res
  })
  return { reached, finish: (i: number) => answers[i].emit("close") }
}

describe("stock-write gate", () => {
  it("lets at most `atOnce` requests run, the next one in arrival order when an answer has been sent", async () => {
    const { reached, finish } = send(stockWriteGate(2), 5)
    await settle()
    expect(reached).toEqual([0, 1])
    finish(1)
    await settle()
    expect(reached).toEqual([0, 1, 2])
    finish(0)
    finish(2)
    await settle()
    expect(reached).toEqual([0, 1, 2, 3, 4])
  })

  it("frees a turn when the client goes away before the answer (the connection closes)", async () => {
    const { reached, finish } = send(stockWriteGate(1), 2)
    await settle()
    finish(0)
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
