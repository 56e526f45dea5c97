import "@testing-library/jest-dom/vitest"
import { cleanup } from "@testing-library/react"
import { afterEach } from "vitest"

afterEach(() => cleanup())

// Views render from the loaded texts; load every shipped language once for the view tests.
await Promise.all((["da", "es"] as const).map((locale) => import("../../src/i18n/ui-text").then((m) => m.loadUiText(locale))))
