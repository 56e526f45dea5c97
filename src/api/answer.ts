import { normalised } from "./errors"

/**
 * Runs a commerce client call and answers its JSON as the storefront's type of it. medusa-js types Medusa's
 * answers with its own models; the storefront reads them through the narrower types of machines/ (cart, region,
 * order), which describe the same JSON. Failures are normalised (errors.ts).
 */
export async function answerOf<T>(call: () => Promise<unknown>): Promise<T> {
  const answer: unknown = await normalised(call)
  return answer as T
}
