import { ZxcvbnFactory } from "@zxcvbn-ts/core"
import * as common from "@zxcvbn-ts/language-common"
import * as english from "@zxcvbn-ts/language-en"
import { z } from "zod"
import { InvalidError } from "../domain/errors"

/** The identity rules, the same as the storefront's local forms apply. */
const IDENTITY_LIMITS = { passwordMaxBytes: 72, nameMaxLength: 256, minimumStrength: 3 } as const

/** The messages of the identity rules, in English (the storefront shows them in en/da/es). */
const RULE_MESSAGES = {
  email: "Enter a valid email address",
  passwordTooLong: "The password can be at most 72 bytes long",
  passwordBreached: "This password appears in a list of passwords exposed in data breaches: choose another",
  passwordWeak: "This password is too easy to guess: use a longer passphrase or mix more words and characters",
  nameTooLong: "Names can be at most 256 characters long",
} as const

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

/** A name field (optional): at most 256 characters. */
export const nameField = z.string().trim().max(IDENTITY_LIMITS.nameMaxLength, RULE_MESSAGES.nameTooLong).optional()

/** An email address, lower-cased. */
export const emailField = z
  .string({ required_error: RULE_MESSAGES.email })
  .trim()
  .email(RULE_MESSAGES.email)
  .max(320, RULE_MESSAGES.email)
  .transform((email) => email.toLowerCase())

/** Throws a 400 naming `password` when the password breaks a rule. */
export function assertPasswordAcceptable(password: string, userInputs: string[]): void {
  const problem = passwordProblem(password, userInputs)
  if (problem) throw new InvalidError(`password: ${problem}`)
}
