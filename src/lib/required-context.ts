import { createContext, useContext, type Context } from "react"

/**
 * A React context whose hook throws "useX must be used within XProvider" outside its provider, so a
 * screen rendered without its provider fails at once with a message that names both.
 */
export function createRequiredContext<T>(hookName: string, providerName: string): [Context<T | null>, () => T] {
  const context = createContext<T | null>(null)
  context.displayName = providerName
  function useRequiredContext(): T {
    const value = useContext(context)
    if (value === null) throw new Error(`${hookName} must be used within ${providerName}`)
    return value
  }
  return [context, useRequiredContext]
}
