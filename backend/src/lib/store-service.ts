import { AsyncLocalStorage } from "node:async_hooks"
import { TransactionBaseService } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"

/** The transaction the current call runs in (its async context), when one is under way. */
const transactionOfThisCall = new AsyncLocalStorage<EntityManager>()

/** Whether a transaction's manager can still run statements (it is not committed, rolled back or released). */
function stillOpen(manager: EntityManager | undefined): manager is EntityManager {
  const runner = manager?.queryRunner
  return Boolean(runner && runner.isTransactionActive && !runner.isReleased)
}

/**
 * The base of the store's services. Medusa 1.20 makes each service one instance for every request, and its
 * `atomicPhase_` keeps the transaction under way on that instance (`manager_`, `transactionManager_`): a second call
 * that starts meanwhile, for another customer or order, runs inside the first one's transaction, commits or rolls
 * back with it, and goes on outside any transaction once it has ended (an invoice number taken without its invoice,
 * a "not found" for a row just created). Here the transaction belongs to the call instead: `atomicPhase_` starts one
 * of its own unless the call is already in one (then it joins it), and `activeManager_` is that call's transaction,
 * else the instance's manager. A copy made by `withTransaction(manager)` keeps running in the caller's transaction.
 * Services reach other services and Medusa's resources through `deps_`, typed by their `Dependencies`.
 */
export abstract class StoreService<Dependencies extends object = object> extends TransactionBaseService {
  /**
   * What the service uses, declared once per service as its `Dependencies`: Medusa's cradle, which resolves each
   * entry when it is read, so two services may use each other.
   */
  protected readonly deps_: Dependencies

  constructor(cradle: Dependencies, config?: Record<string, unknown>) {
    super(cradle, config)
    this.deps_ = cradle
  }

  protected get activeManager_(): EntityManager {
    const current = transactionOfThisCall.getStore()
    if (stillOpen(current)) return current
    return this.transactionManager_ ?? this.manager_
  }

  protected async atomicPhase_<TResult>(work: (manager: EntityManager) => Promise<TResult>): Promise<TResult> {
    const current = transactionOfThisCall.getStore()
    if (stillOpen(current)) return work(current)
    if (this.transactionManager_) return work(this.transactionManager_)
    return this.manager_.transaction((manager) => transactionOfThisCall.run(manager, () => work(manager)))
  }
}
