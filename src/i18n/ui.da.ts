import { uiEn, type UiText } from "./ui.en"

/** Danish texts (placeholder until translated). */
export const uiDa: UiText = uiEn
