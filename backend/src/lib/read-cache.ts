import { LRUCache } from "lru-cache"

/** The part of Medusa's `cacheService` (in-memory, or Redis in production) the read cache needs. */
export type SharedStore = {
  get<T>(key: string): Promise<T | null>
  set(key: string, data: unknown, ttlSeconds?: number): Promise<void>
}

export type ReadCacheOptions = {
  /** How long an answer may be served from memory at most (bounds changes no write announces). 0 disables. */
  ttlMs: number
  /** Memory cap of the cached answers, in bytes (JSON strings count two bytes per character). */
  maxBytes: number
}

export type CachedAnswer = { body: string; hit: boolean }

const GENERATION_KEY = "clinic-store:read-generation"
/** The generation outlives any cached answer by far; the in-memory store's timer overflows beyond 24 days. */
const GENERATION_TTL_SECONDS = 24 * 60 * 60

/**
 * Serialised answers of the signed-in customer's hot reads (product list, orders list, profile), kept in this
 * process and keyed by a shared **generation**: every committed change they show (read-cache-invalidation.ts)
 * bumps the generation in Medusa's cacheService, Redis when several instances run, so every instance stops serving older answers at once.
 * Answers also expire after `ttlMs`, which bounds what no write announces (price lists starting on a date,
 * direct database edits). Concurrent misses of one key share one load.
 */
export class ReadCache {
  private readonly answers: LRUCache<string, string> | undefined
  private readonly loading = new Map<string, Promise<string>>()

  constructor(
    private readonly shared: SharedStore,
    options: ReadCacheOptions
  ) {
    this.answers =
      options.ttlMs > 0
        ? new LRUCache<string, string>({ ttl: options.ttlMs, maxSize: options.maxBytes, sizeCalculation: (body, key) => 2 * (body.length + key.length) })
        : undefined
  }

  /** The current generation (a token that changes at every bump). */
  async generation(): Promise<string> {
    return (await this.shared.get<string>(GENERATION_KEY)) ?? "initial"
  }

  /** Makes every answer cached so far stale, in every instance sharing the store. */
  async bump(): Promise<void> {
    await this.shared.set(GENERATION_KEY, `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`, GENERATION_TTL_SECONDS)
  }

  /**
   * The serialised answer for `key` in the current generation: from memory, else from `load` (stored for the
   * next reads unless `fresh` asks to bypass the cache, e.g. a request with `Cache-Control: no-cache`).
   */
  async answer(key: string, load: () => Promise<unknown>, { fresh = false } = {}): Promise<CachedAnswer> {
    if (!this.answers || fresh) return { body: JSON.stringify(await load()), hit: false }
    const generationKey = `${await this.generation()}|${key}`
    const cached = this.answers.get(generationKey)
    if (cached !== undefined) return { body: cached, hit: true }
    let pending = this.loading.get(generationKey)
    if (!pending) {
      pending = load().then((value) => JSON.stringify(value))
      this.loading.set(generationKey, pending)
      pending.then(
        (body) => this.answers?.set(generationKey, body),
        () => undefined
      ).finally(() => this.loading.delete(generationKey))
    }
    return { body: await pending, hit: false }
  }
}
