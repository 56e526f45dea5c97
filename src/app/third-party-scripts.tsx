import { useEffect, useState } from "react"

/** Marker attribute on every script this component adds (tests look for it). */
const THIRD_PARTY_ATTRIBUTE = "data-third-party"

/** Event a consent manager (or its adapter) dispatches on `window` when the visitor grants consent. */
export const CONSENT_GRANTED_EVENT = "store:consent-granted"

/** Key under which granted consent is remembered. */
export const CONSENT_STORAGE_KEY = "store.consent"

function useScript(name: string, url: string | undefined): void {
  useEffect(() => {
    if (!url) return
    const script = document.createElement("script")
    script.src = url
    script.async = true
    script.setAttribute(THIRD_PARTY_ATTRIBUTE, name)
    document.head.appendChild(script)
    return () => script.remove()
  }, [name, url])
}

/** Whether the visitor has granted consent; follows the consent manager's event. */
export function useConsent(): boolean {
  const [granted, setGranted] = useState(() => {
    try {
      return localStorage.getItem(CONSENT_STORAGE_KEY) === "granted"
    } catch {
      return false
    }
  })
  useEffect(() => {
    const grant = () => {
      setGranted(true)
      try {
        localStorage.setItem(CONSENT_STORAGE_KEY, "granted")
      } catch {
        // Storage unavailable: consent holds for this page only.
      }
    }
    window.addEventListener(CONSENT_GRANTED_EVENT, grant)
    return () => window.removeEventListener(CONSENT_GRANTED_EVENT, grant)
  }, [])
  return granted
}

/** Props of the third-party script loader. */
export interface ThirdPartyScriptsProps {
  consentScriptUrl?: string
  sessionRecordingUrl?: string
  isEuRegion: boolean
  hasConsent: boolean
}

/**
 * Loads the consent manager only when configured, and session recording only when configured, for an EU
 * region, after consent. Nothing else: the card provider's script is loaded by the card form itself.
 */
export function ThirdPartyScripts({ consentScriptUrl, sessionRecordingUrl, isEuRegion, hasConsent }: ThirdPartyScriptsProps) {
  useScript("consent", consentScriptUrl)
  useScript("session-recording", sessionRecordingUrl && isEuRegion && hasConsent ? sessionRecordingUrl : undefined)
  return null
}
