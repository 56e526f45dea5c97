import { act, render } from "@testing-library/react"
import { beforeEach, describe, expect, it } from "vitest"
import { CONSENT_GRANTED_EVENT, CONSENT_STORAGE_KEY, ThirdPartyScripts, useConsent } from "../../src/app/third-party-scripts"
import { isEuRegion } from "../../src/lib/eu"

const consentUrl = "https://consent.example/cm.js"
const recordingUrl = "https://recording.example/rec.js"
const scripts = () => [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"))

function WithConsent({ eu }: { eu: boolean }) {
  const hasConsent = useConsent()
  return <ThirdPartyScripts consentScriptUrl={consentUrl} sessionRecordingUrl={recordingUrl} isEuRegion={eu} hasConsent={hasConsent} />
}

beforeEach(() => localStorage.clear())

describe("third-party scripts", () => {
  it("loads nothing when nothing is configured", () => {
    render(<ThirdPartyScripts isEuRegion hasConsent />)
    expect(scripts()).toEqual([])
  })

  it("loads the consent manager only when configured, and removes it on unmount", () => {
    const { unmount } = render(<ThirdPartyScripts consentScriptUrl={consentUrl} isEuRegion={false} hasConsent={false} />)
    expect(scripts()).toEqual([consentUrl])
    unmount()
    expect(scripts()).toEqual([])
  })

  it("loads session recording only for an EU region after consent", () => {
    const { rerender } = render(<ThirdPartyScripts sessionRecordingUrl={recordingUrl} isEuRegion={false} hasConsent />)
    expect(scripts()).toEqual([])
    rerender(<ThirdPartyScripts sessionRecordingUrl={recordingUrl} isEuRegion hasConsent={false} />)
    expect(scripts()).toEqual([])
    rerender(<ThirdPartyScripts sessionRecordingUrl={recordingUrl} isEuRegion hasConsent />)
    expect(scripts()).toEqual([recordingUrl])
  })

  it("starts recording when the consent manager reports consent, and remembers it", () => {
    const { unmount } = render(<WithConsent eu />)
    expect(scripts()).toEqual([consentUrl])
    act(() => void window.dispatchEvent(new Event(CONSENT_GRANTED_EVENT)))
    expect(scripts()).toEqual([consentUrl, recordingUrl])
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("granted")
    unmount()
    render(<WithConsent eu={false} />)
    expect(scripts()).toEqual([consentUrl])
  })

  it("knows EU regions by their countries", () => {
    expect(isEuRegion(["dk"])).toBe(true)
    expect(isEuRegion(["ES", "pt"])).toBe(true)
    expect(isEuRegion(["us", "gb"])).toBe(false)
    expect(isEuRegion([])).toBe(false)
  })
})
