/** A seeded product category: Medusa's name is the English one; `metadata.names` holds the other page languages. */
type CategorySeed = { handle: string; name: string; names: { da: string; es: string }; description: string }

export const CATEGORIES = [
  {
    handle: "epilepsy-tests",
    name: "Epilepsy tests",
    names: { da: "Epilepsitest", es: "Pruebas de epilepsia" },
    description: "Genetic and pharmacogenomic tests for epilepsy care.",
  },
  {
    handle: "fertility-tests",
    name: "Fertility tests",
    names: { da: "Fertilitetstest", es: "Pruebas de fertilidad" },
    description: "Tests before and during fertility treatment.",
  },
  {
    handle: "test-kits",
    name: "Test kits",
    names: { da: "Testsæt", es: "Kits de prueba" },
    description: "Kits for taking the sample at home or in the clinic.",
  },
] as const satisfies readonly CategorySeed[]

/** The handle of a seeded category. */
export type CategoryHandle = (typeof CATEGORIES)[number]["handle"]
