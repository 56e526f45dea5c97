import { Lifetime } from "awilix"
import { ReadCache, type SharedStore } from "../lib/read-cache"
import { StoreService } from "../lib/store-service"

/** READ_CACHE_TTL_MS (default 30 s; 0 turns the cache off) and READ_CACHE_MAX_MB (default 32). */
export function readCacheOptions(env: NodeJS.ProcessEnv = process.env) {
  const ttl = Number(env.READ_CACHE_TTL_MS ?? 30_000)
  const maxMb = Number(env.READ_CACHE_MAX_MB ?? 32)
  return {
    ttlMs: Number.isFinite(ttl) && ttl >= 0 ? ttl : 30_000,
    maxBytes: (Number.isFinite(maxMb) && maxMb > 0 ? maxMb : 32) * 1024 * 1024,
  }
}

type Dependencies = { cacheService: SharedStore }

/** The process-wide {@link ReadCache} of the store's hot reads, sharing its generation through `cacheService`. */
export default class StoreReadCacheService extends StoreService<Dependencies> {
  /** Medusa registers a project's services per request scope unless told otherwise: one cache per process. */
  static LIFE_TIME = Lifetime.SINGLETON
  readonly cache: ReadCache

  constructor(container: Dependencies, config?: Record<string, unknown>) {
    super(container, config)
    this.cache = new ReadCache(container.cacheService, readCacheOptions())
  }
}
