import Redis from "ioredis"
import { Pool } from "pg"
import { pingDatabase } from "../persistence/health"
import { eventQueueDepth } from "./metrics"

/** Each dependency answers within this time or counts as down. */
const CHECK_TIMEOUT_MS = 2000

/** Medusa's Redis event bus: BullMQ queue `events-queue` under the prefix `RedisEventBusService`. */
const QUEUE_KEY = "RedisEventBusService:events-queue"

export type Check = "ok" | "failed" | "not configured"
export type Readiness = { ready: boolean; checks: { postgres: Check; redis: Check } }

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Readiness of one instance: PostgreSQL answers `select 1`, and Redis (when REDIS_URL is set) answers PING. Its
 * own connections (one of each), apart from Medusa's pool, so a check never waits behind busy requests; `ssl` is
 * the database TLS setting the backend itself uses (database-tls.js).
 */
export class ReadinessProbe {
  private readonly pool?: Pool
  private readonly redis?: Redis

  constructor(options: { databaseUrl?: string; redisUrl?: string; ssl?: unknown }) {
    if (options.databaseUrl) {
      this.pool = new Pool({ connectionString: options.databaseUrl, max: 1, connectionTimeoutMillis: CHECK_TIMEOUT_MS, idleTimeoutMillis: 30_000, ssl: options.ssl as never })
      // A dropped connection is reported by the next check, not thrown out of the process.
      this.pool.on("error", () => undefined)
    }
    if (options.redisUrl) {
      this.redis = new Redis(options.redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: CHECK_TIMEOUT_MS })
      this.redis.on("error", () => undefined)
    }
  }

  private async postgres(): Promise<Check> {
    if (!this.pool) return "not configured"
    try {
      await withTimeout(pingDatabase(this.pool), "PostgreSQL")
      return "ok"
    } catch {
      return "failed"
    }
  }

  private async connectedRedis(): Promise<Redis | undefined> {
    if (!this.redis) return undefined
    if (this.redis.status === "wait" || this.redis.status === "end") await withTimeout(this.redis.connect(), "Redis")
    return this.redis
  }

  private async redisCheck(): Promise<Check> {
    if (!this.redis) return "not configured"
    try {
      const redis = await this.connectedRedis()
      await withTimeout(redis!.ping(), "Redis")
      return "ok"
    } catch {
      return "failed"
    }
  }

  async check(): Promise<Readiness> {
    const [postgres, redis] = await Promise.all([this.postgres(), this.redisCheck()])
    return { ready: postgres !== "failed" && redis !== "failed", checks: { postgres, redis } }
  }

  /** Sets the event-queue gauge from Redis (nothing without Redis, or when it does not answer). */
  async readQueueDepth(): Promise<void> {
    if (!this.redis) return
    try {
      const redis = (await this.connectedRedis())!
      const [wait, active, delayed, failed] = await withTimeout(
        Promise.all([redis.llen(`${QUEUE_KEY}:wait`), redis.llen(`${QUEUE_KEY}:active`), redis.zcard(`${QUEUE_KEY}:delayed`), redis.zcard(`${QUEUE_KEY}:failed`)]),
        "Redis"
      )
      eventQueueDepth.set({ state: "waiting" }, wait)
      eventQueueDepth.set({ state: "active" }, active)
      eventQueueDepth.set({ state: "delayed" }, delayed)
      eventQueueDepth.set({ state: "failed" }, failed)
    } catch {
      // The scrape still answers; readiness reports Redis as failed.
    }
  }

  async close(): Promise<void> {
    await this.pool?.end().catch(() => undefined)
    this.redis?.disconnect()
  }
}
