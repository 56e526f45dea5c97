/**
 * What every repository takes: anything that runs SQL, Medusa's `manager` (EntityManager) or a transaction's.
 * Repositories are the one place the store's SQL lives (docs/architecture.md, Backend layers).
 */
export type Db = { query(sql: string, params?: unknown[]): Promise<unknown> }

/**
 * Runs SQL and answers the returned rows. TypeORM answers `[rows, affectedCount]` for UPDATE and DELETE and
 * plain rows otherwise; this evens that out.
 */
export async function queryRows<T>(db: Db, sql: string, params: unknown[] = []): Promise<T[]> {
  const result = await db.query(sql, params)
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === "number") {
    return result[0] as T[]
  }
  return result as T[]
}

/** The first row SQL returns, or undefined. */
export async function firstRow<T>(db: Db, sql: string, params: unknown[] = []): Promise<T | undefined> {
  return (await queryRows<T>(db, sql, params))[0]
}

/** `text` for `like`/`ilike`: its wildcards and the escape character taken literally. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** An `ilike` pattern matching any text that contains `text` literally. */
export function containsPattern(text: string): string {
  return `%${likeLiteral(text)}%`
}

/** True for PostgreSQL unique-violation errors (a database-enforced rule refused the write). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } }
  return e?.code === "23505" || e?.driverError?.code === "23505"
}
