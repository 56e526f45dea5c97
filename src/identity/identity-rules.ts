/** The identity rules (names, emails, passwords, profile images), as the backend's local provider applies them. */
const IDENTITY_LIMITS = { passwordMaxBytes: 72, nameMaxLength: 256, minimumStrength: 3, imageMaxBytes: 10 * 1024 * 1024 } as const

/** The phrase a user types to delete their identity (the same in every language; the backend checks it). */
export const DELETE_CONFIRMATION_PHRASE = "delete my account"

/** Problems the forms report, as keys of `identity.errors` texts. */
export type RuleProblem = "emailInvalid" | "passwordRequired" | "passwordTooLong" | "passwordBreached" | "passwordWeak" | "nameTooLong" | "imageType" | "imageTooLarge" | "phoneInvalid"

/**
 * The email pattern of zod's `string().email()` (zod 3), which the backend's rules use: the same addresses
 * pass on both sides, without the schema library in the first route's JavaScript.
 */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i

/** "emailInvalid" unless the address is valid (surrounding spaces ignored). */
export function emailProblem(value: string): RuleProblem | undefined {
  return EMAIL.test(value.trim()) ? undefined : "emailInvalid"
}

/** "nameTooLong" for names over 256 characters. */
export function nameProblem(value: string | undefined): RuleProblem | undefined {
  return value && value.trim().length > IDENTITY_LIMITS.nameMaxLength ? "nameTooLong" : undefined
}

/** "phoneInvalid" unless the number is in international (E.164) form. */
export function phoneProblem(value: string): RuleProblem | undefined {
  return /^\+[1-9]\d{6,14}$/.test(value.trim()) ? undefined : "phoneInvalid"
}

type Estimator = { check(password: string, inputs: string[]): { score: number }; breached: Set<string> }
let estimator: Promise<Estimator> | undefined

/** Loads zxcvbn-ts and its dictionaries on first use (a separate chunk, not the main bundle). */
function loadEstimator(): Promise<Estimator> {
  estimator ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common"), import("@zxcvbn-ts/language-en")]).then(
    ([core, common, english]) => {
      const factory = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      })
      return {
        check: (password, inputs) => factory.check(password, inputs),
        breached: new Set(common.dictionary["passwords-common"].map((p) => p.toLowerCase())),
      }
    }
  )
  return estimator
}

/**
 * The first password rule broken: at most 72 bytes (UTF-8), not in the breached-password list shipped with
 * @zxcvbn-ts/language-common, zxcvbn score at least 3 (`userInputs`: email and names).
 */
export async function passwordProblem(password: string, userInputs: string[] = []): Promise<RuleProblem | undefined> {
  if (!password) return "passwordRequired"
  if (new TextEncoder().encode(password).length > IDENTITY_LIMITS.passwordMaxBytes) return "passwordTooLong"
  const { check, breached } = await loadEstimator()
  if (breached.has(password.toLowerCase())) return "passwordBreached"
  const inputs = userInputs.filter(Boolean).flatMap((input) => [input, ...input.split(/[@.\s]+/)])
  return check(password, inputs).score < IDENTITY_LIMITS.minimumStrength ? "passwordWeak" : undefined
}

const SIGNATURES: ((b: Uint8Array) => boolean)[] = [
  (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  (b) => ["GIF87a", "GIF89a"].includes(String.fromCharCode(...b.slice(0, 6))),
  (b) => String.fromCharCode(...b.slice(0, 4)) === "RIFF" && String.fromCharCode(...b.slice(8, 12)) === "WEBP",
]

async function headOf(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, 12)
  const buffer = typeof slice.arrayBuffer === "function" ? await slice.arrayBuffer() : await new Response(slice).arrayBuffer()
  return new Uint8Array(buffer)
}

/** "imageTooLarge" at 10 MB or more, "imageType" unless the file is a JPG, PNG, GIF or WEBP (by its bytes). */
export async function imageProblem(file: Blob): Promise<RuleProblem | undefined> {
  if (file.size >= IDENTITY_LIMITS.imageMaxBytes) return "imageTooLarge"
  const head = await headOf(file)
  return SIGNATURES.some((matches) => matches(head)) ? undefined : "imageType"
}
