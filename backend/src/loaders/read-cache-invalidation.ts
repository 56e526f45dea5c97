import type { MedusaContainer } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { ReadCacheInvalidation } from "../lib/read-cache-invalidation"
import type StoreReadCacheService from "../services/store-read-cache"

/**
 * Subscribes the read cache to committed changes of the database connection (Medusa runs the project's loaders
 * before it listens): an invalidating event staged on Medusa's event bus bumps the cache's generation as its
 * transaction commits (lib/read-cache-invalidation.ts).
 */
export default async function readCacheInvalidationLoader(container: MedusaContainer): Promise<void> {
  const manager = container.resolve<EntityManager>("manager")
  const bump = () => container.resolve<StoreReadCacheService>("storeReadCacheService").cache.bump()
  manager.connection.subscribers.push(new ReadCacheInvalidation(bump))
}
