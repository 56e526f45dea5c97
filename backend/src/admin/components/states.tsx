import { Text } from "@medusajs/ui"

/** Shown while a list or record loads. */
export const Loading = ({ what }: { what: string }) => {
  return (
    <div role="status" aria-live="polite" className="py-8">
      <Text className="text-ui-fg-subtle">Loading {what}…</Text>
    </div>
  )
}

/** Shown when a list has nothing to show. */
export const Empty = ({ children }: { children: string }) => {
  return (
    <div className="py-8" data-testid="empty-state">
      <Text className="text-ui-fg-subtle">{children}</Text>
    </div>
  )
}

/** Shown when the backend refused or could not be reached; carries its message. */
export const LoadFailed = ({ what, message }: { what: string; message: string }) => {
  return (
    <div role="alert" className="py-8">
      <Text className="text-ui-fg-error">
        Could not load {what}: {message}
      </Text>
    </div>
  )
}
