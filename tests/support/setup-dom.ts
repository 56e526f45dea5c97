import "@testing-library/jest-dom/vitest"
import { cleanup } from "@testing-library/react"
import { afterEach } from "vitest"

afterEach(() => {
  cleanup()
  // The signed-in hint (a cookie the account provider writes) must not carry one test's session into the next.
  if (typeof document !== "undefined") document.cookie = "clinic_store_signed_in=; Path=/; Max-Age=0"
})

// Views render from the loaded texts; load every shipped language once for the view tests.
await Promise.all((["da", "es"] as const).map((locale) => import("../../src/i18n/text").then((m) => m.loadMessages(locale))))
