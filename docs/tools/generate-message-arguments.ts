import { readFileSync, writeFileSync } from "node:fs"
import { renderMessageArguments } from "./message-arguments"

/** `npm run i18n:types`: writes src/i18n/message-arguments.ts (the typed values of each text) from the English catalogue. */
const file = "src/i18n/message-arguments.ts"
writeFileSync(file, renderMessageArguments(JSON.parse(readFileSync("src/i18n/locales/en.json", "utf8"))))
console.log(`${file} written`)
