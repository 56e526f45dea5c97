/** The header Medusa reads a publishable API key from (it scopes the store API to the key's sales channels). */
const PUBLISHABLE_KEY_HEADER = "x-publishable-api-key"

/** The publishable key header for every store call when a key is set (`VITE_MEDUSA_PUBLISHABLE_KEY`); none otherwise. */
export function publishableKeyHeaders(key: string | undefined): Record<string, string> {
  return key ? { [PUBLISHABLE_KEY_HEADER]: key } : {}
}
