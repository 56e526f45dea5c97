/** The scale benchmark's section of docs/performance.md (and bench/notes.md), between fixed markers. */
import fs from "node:fs"

const START = "<!-- bench:scale start (written by npm run bench:scale) -->"
const END = "<!-- bench:scale end -->"

const ms = (value) => value.toFixed(0)
const ratio = (large, small) => (small > 0 ? (large / small).toFixed(2) : "–")

/** Markdown of the figures of bench/scale.mjs. */
export function scaleSection(f) {
  const { small, large } = f.sets
  const lines = [
    `### Scale: small and large data set side by side (npm run bench:scale, ${f.date})`,
    "",
    `Load average at the start: ${f.load}. ${f.connections} connections, ${f.rounds} alternating rounds of ${f.seconds} s per target and set after a 3 s warm-up of each.`,
    `Both sets hold the same subject clinic (${small.subject.products} approved products, ${small.subject.orders} orders visible to its member).`,
    `Small: \`${small.database}\`, scale ${small.scale} (${small.sizes.orders} orders, ${small.sizes.orders * small.sizes.itemsPerOrder} lab orders, ${small.sizes.clinics} clinics, ${small.sizes.customers} customers, ${small.sizes.products} products).`,
    `Large: \`${large.database}\`, scale ${large.scale} (${large.sizes.orders} orders, ${large.sizes.orders * large.sizes.itemsPerOrder} lab orders, ${large.sizes.clinics} clinics, ${large.sizes.customers} customers, ${large.sizes.products} products).`,
    "",
    "| route | mode | one request ms small / large | small req/s | small p50 / p99 ms | small CPU ms/req | large req/s | large p50 / p99 ms | large CPU ms/req | p99 large/small | CPU large/small | non-2xx |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...f.rows.map(
      (r) =>
        `| ${r.name} | ${r.mode} | ${ms(r.small.single)} / ${ms(r.large.single)} | ${ms(r.small.reqPerSec)} | ${ms(r.small.p50)} / ${ms(r.small.p99)} | ${r.small.cpuMsPerRequest.toFixed(2)} | ${ms(r.large.reqPerSec)} | ${ms(r.large.p50)} / ${ms(r.large.p99)} | ${r.large.cpuMsPerRequest.toFixed(2)} | **${ratio(r.large.p99, r.small.p99)}** | ${ratio(r.large.cpuMsPerRequest, r.small.cpuMsPerRequest)} | ${r.small.non2xx + r.large.non2xx} |`
    ),
    `| checkout completion, ${f.checkoutConcurrency} concurrent | – | – | – | ${ms(f.checkout.small.p50)} / ${ms(f.checkout.small.p99)} | ${f.checkout.small.cpuMsPerRequest.toFixed(1)} | – | ${ms(f.checkout.large.p50)} / ${ms(f.checkout.large.p99)} | ${f.checkout.large.cpuMsPerRequest.toFixed(1)} | **${ratio(f.checkout.large.p99, f.checkout.small.p99)}** | ${ratio(f.checkout.large.cpuMsPerRequest, f.checkout.small.cpuMsPerRequest)} | ${f.checkout.small.failed + f.checkout.large.failed} failed |`,
    "",
    "Goals: p99 large/small ≤ 2 uncached, ≤ 1.2 cached; checkout ≤ 1.5.",
  ]
  return lines.join("\n")
}

/** Replaces the section between the markers in `file` (appends it when the markers are missing). */
export function writeScaleSection(file, section) {
  const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : ""
  const block = `${START}\n${section}\n${END}`
  const start = text.indexOf(START)
  const end = text.indexOf(END)
  const next = start >= 0 && end > start ? `${text.slice(0, start)}${block}${text.slice(end + END.length)}` : `${text.trimEnd()}\n\n${block}\n`
  fs.writeFileSync(file, next)
}
