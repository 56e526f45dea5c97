/** The backend's `{ type, message }` answer carried by a medusa-js (axios) error, or the error's own text. */
export function errorMessage(error: unknown): string {
  const response = (error as { response?: { status?: number; data?: { message?: unknown } } } | null)?.response
  const message = response?.data?.message
  if (typeof message === "string" && message.trim() !== "") return message
  if (response?.status) return `The server answered ${response.status}.`
  if (error instanceof Error && error.message) return error.message
  return "Something went wrong. Please try again."
}
