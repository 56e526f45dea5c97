/**
 * A sample id: three groups of four digits and capitals without those read or heard alike (0/O, 1/I/L, U/V), so a
 * label read aloud or copied by hand names one sample (`7K4Q-9XH2-M3PA`; 29¹² ≈ 3·10¹⁷ of them, so random draws
 * practically never clash, and the unique index refuses one that would). The database draws them: `lab_sample_id()`,
 * the column's default (migration LabOrderSample1764800000010).
 */
const SAMPLE_ID_PATTERN = /^[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}$/

/** The sample id a search names (any case, the dashes optional), or undefined when it is not shaped like one. */
export function sampleIdOf(text: string): string | undefined {
  const compact = text.trim().toUpperCase().replace(/-/g, "")
  const id = compact.length === 12 ? `${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8)}` : ""
  return SAMPLE_ID_PATTERN.test(id) ? id : undefined
}
