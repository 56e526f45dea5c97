import type { EntitySubscriberInterface, InsertEvent, QueryRunner, RemoveEvent, TransactionCommitEvent, TransactionRollbackEvent, UpdateEvent } from "typeorm"
import { DOMAIN_EVENT_NAMES } from "./domain-events"

/**
 * Events after which the read cache's answers (products, orders, profile) may be stale: every store domain event,
 * and Medusa's own events about products and variants, orders, customers, regions, sales channels and categories.
 * Cart building (`cart.*`) is not among them: a cart is not in a cached read until it becomes an order.
 */
const INVALIDATING_EVENTS = new Set<string>(DOMAIN_EVENT_NAMES)
const INVALIDATING_EVENT_PREFIXES = ["product.", "product-variant.", "product-category.", "order.", "customer.", "region.", "sales_channel."]

export function invalidatesCachedReads(eventName: string): boolean {
  return INVALIDATING_EVENTS.has(eventName) || INVALIDATING_EVENT_PREFIXES.some((prefix) => eventName.startsWith(prefix))
}

/**
 * Tables that Medusa 1.20 changes without announcing any event, although cached reads show them: price lists and
 * their prices, customer groups and their members (they decide prices and visibility), and addresses (the
 * profile's, and the billing address decides the region). The store's own trusted facts about a customer (identity
 * binding and two-step flag, individual application) are listed too, so every writer of them invalidates.
 */
const UNANNOUNCED_TABLES = new Set([
  "price_list",
  "price_list_customer_groups",
  "money_amount",
  "product_variant_money_amount",
  "customer_group",
  "customer_group_customers",
  "address",
  "customer_identity",
  "customer_application",
])

/** Medusa's event bus stages every event as a row of this table, in the emitting transaction when there is one. */
const STAGED_EVENTS_TABLE = "staged_job"

type Change = { queryRunner: QueryRunner; tableName: string; eventName?: unknown }

export function changeInvalidates({ tableName, eventName }: Omit<Change, "queryRunner">): boolean {
  if (tableName === STAGED_EVENTS_TABLE) return typeof eventName === "string" && invalidatesCachedReads(eventName)
  return UNANNOUNCED_TABLES.has(tableName)
}

/**
 * Makes cached reads stale when an invalidating event (or an unannounced change) is **committed**, before the
 * committing call returns: Medusa's event bus delivers events seconds later (a poller picks up staged events),
 * after the writer's answer has gone out, so waiting for delivery would break read-your-own-writes. Outside a
 * transaction the change is committed already and `invalidate` runs at once; inside one it runs when the
 * outermost transaction commits (a bump before the commit would let a concurrent read cache the old data under
 * the new generation), and never when it rolls back. `invalidate` is awaited: the commit returns after it.
 */
export class ReadCacheInvalidation implements EntitySubscriberInterface {
  private readonly pending = new WeakSet<QueryRunner>()

  constructor(private readonly invalidate: () => Promise<void>) {}

  afterInsert(event: InsertEvent<unknown>) {
    return this.changed({ queryRunner: event.queryRunner, tableName: event.metadata.tableName, eventName: (event.entity as { event_name?: unknown } | undefined)?.event_name })
  }

  afterUpdate(event: UpdateEvent<unknown>) {
    return this.changed({ queryRunner: event.queryRunner, tableName: event.metadata.tableName })
  }

  afterRemove(event: RemoveEvent<unknown>) {
    return this.changed({ queryRunner: event.queryRunner, tableName: event.metadata.tableName })
  }

  afterSoftRemove(event: RemoveEvent<unknown>) {
    return this.changed({ queryRunner: event.queryRunner, tableName: event.metadata.tableName })
  }

  async afterTransactionCommit({ queryRunner }: TransactionCommitEvent) {
    if (queryRunner.isTransactionActive || !this.pending.has(queryRunner)) return
    this.pending.delete(queryRunner)
    await this.invalidate()
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent) {
    if (!queryRunner.isTransactionActive) this.pending.delete(queryRunner)
  }

  private async changed(change: Change) {
    if (!changeInvalidates(change)) return
    if (change.queryRunner.isTransactionActive) this.pending.add(change.queryRunner)
    else await this.invalidate()
  }
}
