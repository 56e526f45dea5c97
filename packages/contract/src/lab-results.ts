import { z } from "zod"

/** GET /store/lab-results: paging of the clinic's results inbox, newest first (`limit` 20 by default, at most 100). */
export const listLabResultsQuery = z
  .object({ offset: z.coerce.number().int().min(0).default(0), limit: z.coerce.number().int().min(1).max(100).default(20) })
  .strict()
