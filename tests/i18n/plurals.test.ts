import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser"
import { describe, expect, it } from "vitest"
import da from "../../src/i18n/locales/da.json"
import en from "../../src/i18n/locales/en.json"
import es from "../../src/i18n/locales/es.json"

const catalogues: Record<string, Record<string, string>> = { en, da, es }

/** The nouns a shown count counts, as each language writes their plural (a count before one needs an ICU plural). */
const COUNTED_NOUNS: Record<string, RegExp> = {
  en: /^\s+(items|products|results|orders|members|files|tests|kits|lines)\b/,
  da: /^\s+(varer|produkter|resultater|ordrer|medlemmer|invitationer|filer|tests|testsæt|linjer)\b/,
  es: /^\s+(artículos|productos|resultados|pedidos|miembros|invitaciones|archivos|pruebas|kits|líneas)\b/,
}

/** Arguments that are counts by name: shown only through a plural (or alone, as a bare number in parentheses). */
const COUNT_ARGUMENT = /^count$/

/** Problems of one message: a count shown as a bare number before its noun, or a count argument outside a plural. */
function countProblems(locale: string, message: string): string[] {
  const problems: string[] = []
  const walk = (elements: MessageFormatElement[]) => {
    elements.forEach((element, index) => {
      const next = elements[index + 1]
      if (element.type === TYPE.argument) {
        if (next?.type === TYPE.literal && COUNTED_NOUNS[locale].test(next.value)) problems.push(`{${element.value}} before "${next.value.trim()}"`)
        const alone = elements[index - 1]?.type === TYPE.literal && (elements[index - 1] as { value: string }).value.endsWith("(") && next?.type === TYPE.literal && next.value.startsWith(")")
        if (COUNT_ARGUMENT.test(element.value) && !alone) problems.push(`{${element.value}} outside a plural`)
      }
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) walk(option.value)
    })
  }
  walk(parse(message))
  return problems
}

/** The arguments a message puts through a plural. */
function pluralArguments(message: string): string[] {
  const names: string[] = []
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.plural) names.push(element.value)
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) walk(option.value)
    }
  }
  walk(parse(message))
  return [...new Set(names)].sort()
}

describe("every count a text shows is an ICU plural (never \"1 items\")", () => {
  it.each(["en", "da", "es"])("no %s message shows a count as a bare number before its noun", (locale) => {
    const problems = Object.entries(catalogues[locale]).flatMap(([id, message]) => countProblems(locale, message).map((problem) => `${id}: ${problem}`))
    expect(problems).toEqual([])
  })

  it.each(["da", "es"])("%s puts the same counts through plurals as English", (locale) => {
    for (const [id, message] of Object.entries(en)) {
      expect(pluralArguments(catalogues[locale][id]), `${locale} ${id}`).toEqual(pluralArguments(message))
    }
  })
})
