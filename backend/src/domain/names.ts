/** The longest a person's or a clinic's name may be, wherever it enters the store. */
export const NAME_MAX_LENGTH = 256

/**
 * A name as a mail may show it: at most NAME_MAX_LENGTH characters (cut with an ellipsis), line breaks and other
 * control characters replaced by spaces, so a name saved before the limit existed cannot stretch or break a subject.
 */
export function clampName(name: string): string {
  const flat = name.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").trim()
  const chars = Array.from(flat)
  return chars.length <= NAME_MAX_LENGTH ? flat : `${chars.slice(0, NAME_MAX_LENGTH - 1).join("")}…`
}
