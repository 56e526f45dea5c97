import { uiEn, type UiText } from "./ui.en"

/** Spanish texts (placeholder until translated). */
export const uiEs: UiText = uiEn
