import { describe, expect, it } from "vitest"
import { ReadCache, type SharedStore } from "../../backend/src/lib/read-cache"
import { ReadCacheInvalidation, changeInvalidates, invalidatesCachedReads } from "../../backend/src/lib/read-cache-invalidation"
import { DOMAIN_EVENT_NAMES } from "../../backend/src/lib/domain-events"
import { readCacheOptions } from "../../backend/src/services/store-read-cache"

/** A shared store like Medusa's in-memory cacheService (one map; every instance sharing it sees bumps). */
function sharedStore(): SharedStore {
  const map = new Map<string, unknown>()
  return {
    get: async <T>(key: string) => (map.get(key) as T | undefined) ?? null,
    set: async (key, data) => {
      map.set(key, data)
    },
  }
}

const options = { ttlMs: 60_000, maxBytes: 1024 * 1024 }

describe("ReadCache", () => {
  it("serves the second read from memory and a fresh load after a bump", async () => {
    const cache = new ReadCache(sharedStore(), options)
    let version = 1
    const load = async () => ({ version })
    expect(await cache.answer("k", load)).toEqual({ body: '{"version":1}', hit: false })
    version = 2
    expect(await cache.answer("k", load)).toEqual({ body: '{"version":1}', hit: true })
    await cache.bump()
    expect(await cache.answer("k", load)).toEqual({ body: '{"version":2}', hit: false })
  })

  it("makes every instance sharing the store drop older answers at a bump", async () => {
    const store = sharedStore()
    const a = new ReadCache(store, options)
    const b = new ReadCache(store, options)
    let version = 1
    const load = async () => version
    await a.answer("k", load)
    await b.answer("k", load)
    version = 2
    await a.bump()
    expect((await b.answer("k", load)).body).toBe("2")
  })

  it("keeps keys apart and bypasses memory for a fresh read", async () => {
    const cache = new ReadCache(sharedStore(), options)
    await cache.answer("customer-a", async () => "a")
    expect((await cache.answer("customer-b", async () => "b")).body).toBe('"b"')
    const fresh = await cache.answer("customer-a", async () => "a2", { fresh: true })
    expect(fresh).toEqual({ body: '"a2"', hit: false })
    expect((await cache.answer("customer-a", async () => "a3")).body).toBe('"a"')
  })

  it("loads once for concurrent misses of one key and caches no failure", async () => {
    const cache = new ReadCache(sharedStore(), options)
    let loads = 0
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10))
    const answers = await Promise.all(Array.from({ length: 8 }, () => cache.answer("k", slow)))
    expect(loads).toBe(1)
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(["1"]))
    await expect(cache.answer("bad", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom")
    expect((await cache.answer("bad", async () => "ok")).body).toBe('"ok"')
  })

  it("never stores when the time to live is 0", async () => {
    const cache = new ReadCache(sharedStore(), { ...options, ttlMs: 0 })
    let n = 0
    await cache.answer("k", async () => ++n)
    expect(await cache.answer("k", async () => ++n)).toEqual({ body: "2", hit: false })
  })

  it("expires answers after the time to live", async () => {
    const cache = new ReadCache(sharedStore(), { ...options, ttlMs: 20 })
    let n = 0
    await cache.answer("k", async () => ++n)
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(await cache.answer("k", async () => ++n)).toEqual({ body: "2", hit: false })
  })
})

/** A query runner as TypeORM hands it to subscribers: its transaction depth follows start and commit. */
function queryRunner() {
  let depth = 0
  return {
    get isTransactionActive() {
      return depth > 0
    },
    start() {
      depth++
    },
    end() {
      depth--
    },
  }
}

type Runner = ReturnType<typeof queryRunner>

function stagedEvent(runner: Runner, eventName: string) {
  return { queryRunner: runner, metadata: { tableName: "staged_job" }, entity: { event_name: eventName } } as never
}

function tableChange(runner: Runner, tableName: string) {
  return { queryRunner: runner, metadata: { tableName } } as never
}

function watcher() {
  const bumps: string[] = []
  return { bumps, invalidation: new ReadCacheInvalidation(async () => void bumps.push("bump")) }
}

describe("which committed changes make cached reads stale", () => {
  it("counts every store domain event and Medusa's events on products, prices' owners, orders, customers and regions", () => {
    for (const event of [...DOMAIN_EVENT_NAMES, "product.updated", "product-variant.created", "order.placed", "order.canceled", "customer.updated", "customer.created", "region.updated", "sales_channel.updated", "product-category.updated"]) {
      expect(invalidatesCachedReads(event), event).toBe(true)
    }
  })

  it("ignores cart building and events that change no cached read", () => {
    for (const event of ["cart.created", "cart.updated", "cart.customer_updated", "payment.created", "notification.sent", "invite.created"]) {
      expect(invalidatesCachedReads(event), event).toBe(false)
    }
  })

  it("counts changes Medusa makes without an event: price lists, prices, customer groups and their members, addresses", () => {
    for (const tableName of ["price_list", "money_amount", "customer_group", "customer_group_customers", "price_list_customer_groups", "address"]) {
      expect(changeInvalidates({ tableName }), tableName).toBe(true)
    }
    expect(changeInvalidates({ tableName: "cart" })).toBe(false)
    expect(changeInvalidates({ tableName: "line_item" })).toBe(false)
    expect(changeInvalidates({ tableName: "staged_job", eventName: "cart.updated" })).toBe(false)
  })

  it("bumps before the emitting call returns when the event is staged outside a transaction", async () => {
    const { bumps, invalidation } = watcher()
    await invalidation.afterInsert(stagedEvent(queryRunner(), "clinic.status_changed"))
    expect(bumps).toEqual(["bump"])
  })

  it("bumps inside a transaction only when its outermost level commits, once", async () => {
    const { bumps, invalidation } = watcher()
    const runner = queryRunner()
    runner.start()
    runner.start()
    await invalidation.afterInsert(stagedEvent(runner, "product.updated"))
    await invalidation.afterUpdate(tableChange(runner, "money_amount"))
    expect(bumps).toEqual([])
    runner.end()
    await invalidation.afterTransactionCommit({ queryRunner: runner } as never)
    expect(bumps, "a released savepoint is not a commit").toEqual([])
    runner.end()
    await invalidation.afterTransactionCommit({ queryRunner: runner } as never)
    expect(bumps).toEqual(["bump"])
    await invalidation.afterTransactionCommit({ queryRunner: runner } as never)
    expect(bumps).toEqual(["bump"])
  })

  it("never bumps for a transaction that rolls back, nor for one without invalidating changes", async () => {
    const { bumps, invalidation } = watcher()
    const rolledBack = queryRunner()
    rolledBack.start()
    await invalidation.afterInsert(stagedEvent(rolledBack, "order.placed"))
    rolledBack.end()
    invalidation.afterTransactionRollback({ queryRunner: rolledBack } as never)
    await invalidation.afterTransactionCommit({ queryRunner: rolledBack } as never)
    const cartOnly = queryRunner()
    cartOnly.start()
    await invalidation.afterInsert(stagedEvent(cartOnly, "cart.updated"))
    await invalidation.afterUpdate(tableChange(cartOnly, "cart"))
    cartOnly.end()
    await invalidation.afterTransactionCommit({ queryRunner: cartOnly } as never)
    expect(bumps).toEqual([])
  })
})

describe("readCacheOptions", () => {
  it("defaults to 30 s and 32 MB and accepts 0 to turn the cache off", () => {
    expect(readCacheOptions({})).toEqual({ ttlMs: 30_000, maxBytes: 32 * 1024 * 1024 })
    expect(readCacheOptions({ READ_CACHE_TTL_MS: "0", READ_CACHE_MAX_MB: "8" })).toEqual({ ttlMs: 0, maxBytes: 8 * 1024 * 1024 })
    expect(readCacheOptions({ READ_CACHE_TTL_MS: "soon", READ_CACHE_MAX_MB: "-1" })).toEqual({ ttlMs: 30_000, maxBytes: 32 * 1024 * 1024 })
  })
})
