import { ZxcvbnFactory } from "@zxcvbn-ts/core"
import * as common from "@zxcvbn-ts/language-common"
import * as english from "@zxcvbn-ts/language-en"
import { IDENTITY_LIMITS, IDENTITY_RULE_MESSAGES as RULE_MESSAGES } from "@clinic-store/contract"
import { InvalidError } from "../domain/errors"

let factory: ZxcvbnFactory | undefined
let breached: Set<string> | undefined

function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  })
  return factory
}

/**
 * True when the password is in the breached-password list shipped with `@zxcvbn-ts/language-common`
 * (its `passwords-common` dictionary: about 49,000 of the most frequent passwords from public breach corpora).
 */
function isBreachedPassword(password: string): boolean {
  breached ??= new Set(common.dictionary["passwords-common"].map((p) => p.toLowerCase()))
  return breached.has(password.toLowerCase())
}

/** The first rule the password breaks, as a message, or undefined. `userInputs`: email and names. */
function passwordProblem(password: string, userInputs: string[] = []): string | undefined {
  if (Buffer.byteLength(password, "utf8") > IDENTITY_LIMITS.passwordMaxBytes) return RULE_MESSAGES.passwordTooLong
  if (isBreachedPassword(password)) return RULE_MESSAGES.passwordBreached
  const inputs = userInputs.filter(Boolean).flatMap((input) => [input, ...input.split(/[@.\s]+/)])
  if (estimator().check(password, inputs).score < IDENTITY_LIMITS.minimumStrength) return RULE_MESSAGES.passwordWeak
  return undefined
}

/** Throws a 400 naming `password` when the password breaks a rule. */
export function assertPasswordAcceptable(password: string, userInputs: string[]): void {
  const problem = passwordProblem(password, userInputs)
  if (problem) throw new InvalidError(`password: ${problem}`)
}
