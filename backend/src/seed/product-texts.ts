import type { MedusaContainer } from "@medusajs/medusa"
import type { StoreLocale } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { productIdsByHandle, variantIdsBySku } from "../persistence/product"
import { addTranslationIfMissing } from "../persistence/store-translation"
import type { SeedReport } from "./seed-report"

/** A demo product's texts in one language: its name, description and its variants' names by SKU. */
type ProductTexts = { title: string; description: string; variants: Record<string, string> }

/**
 * The demo catalogue's product texts in Danish and Spanish, as staff would write them in the back office
 * (English is Medusa's own text, from catalogue.ts). Keyed by product handle.
 */
export const PRODUCT_TEXTS: Record<string, Partial<Record<StoreLocale, ProductTexts>>> = {
  "epilepsy-gene-panel": {
    da: {
      title: "Epilepsi-genpanel",
      description: "Næste generations sekventering af 310 gener forbundet med epileptiske encefalopatier, fokale og generaliserede epilepsier, med kopital-analyse og en klinisk rapport.",
      variants: { "EPI-PANEL-STD": "Standard (21 dage)", "EPI-PANEL-RAPID": "Hurtig (10 dage)" },
    },
    es: {
      title: "Panel genético de epilepsia",
      description: "Secuenciación de nueva generación de 310 genes asociados a encefalopatías epilépticas y a epilepsias focales y generalizadas, con análisis de número de copias e informe clínico.",
      variants: { "EPI-PANEL-STD": "Estándar (21 días)", "EPI-PANEL-RAPID": "Rápido (10 días)" },
    },
  },
  "whole-exome-sequencing": {
    da: {
      title: "Helexomsekventering",
      description: "Sekventering af alle proteinkodende regioner med fænotypestyret fortolkning. Trioanalyse omfatter begge forældre og gør klassifikationen af varianter hurtigere.",
      variants: { "WES-PROBAND": "Proband", "WES-TRIO": "Trio" },
    },
    es: {
      title: "Secuenciación del exoma completo",
      description: "Secuenciación de todas las regiones codificantes de proteínas con interpretación guiada por el fenotipo. El análisis en trío incluye a ambos progenitores para acelerar la clasificación de variantes.",
      variants: { "WES-PROBAND": "Probando", "WES-TRIO": "Trío" },
    },
  },
  "asm-pharmacogenomics": {
    da: {
      title: "Farmakogenomik for antiepileptika",
      description: "Genotypebestemmelse, der vejleder valg og dosering af antiepileptika som phenytoin, carbamazepin og clobazam.",
      variants: { "ASM-PGX-BLOOD": "Blodprøve", "ASM-PGX-SALIVA": "Spytprøvesæt" },
    },
    es: {
      title: "Farmacogenómica de fármacos anticrisis",
      description: "Genotipado que orienta la elección y la dosis de fármacos anticrisis como fenitoína, carbamazepina y clobazam.",
      variants: { "ASM-PGX-BLOOD": "Muestra de sangre", "ASM-PGX-SALIVA": "Kit de saliva" },
    },
  },
  "expanded-carrier-screening": {
    da: {
      title: "Udvidet bærerscreening",
      description: "Finder bærere af autosomalt og X-bundet recessive sygdomme. Parvalget angiver parrets samlede reproduktive risiko.",
      variants: { "ECS-SINGLE": "Enkelt person", "ECS-COUPLE": "Par" },
    },
    es: {
      title: "Cribado ampliado de portadores",
      description: "Identifica portadores de enfermedades recesivas autosómicas y ligadas al cromosoma X. La opción de pareja informa del riesgo reproductivo combinado.",
      variants: { "ECS-SINGLE": "Individual", "ECS-COUPLE": "Pareja" },
    },
  },
  "sperm-dna-fragmentation-kit": {
    da: {
      title: "Sæd-DNA-fragmenteringssæt",
      description: "Prøvesæt med temperaturkontrolleret returforsendelse; rapporterer DNA-fragmenteringsindeks og høj DNA-farvbarhed.",
      variants: { "SDF-KIT-1": "1 sæt", "SDF-KIT-5": "5 sæt" },
    },
    es: {
      title: "Kit de fragmentación del ADN espermático",
      description: "Kit de recogida con envío de vuelta a temperatura controlada; informa del índice de fragmentación del ADN y de la alta tinción del ADN.",
      variants: { "SDF-KIT-1": "1 kit", "SDF-KIT-5": "5 kits" },
    },
  },
  "amh-ovarian-reserve": {
    da: {
      title: "AMH-test af æggestokreserven",
      description: "Måler anti-Müller-hormon for at vurdere æggestokreserven. Inkluderer et prøvesæt til fingerprik.",
      variants: { "AMH-HOME": "Hjemmetestsæt" },
    },
    es: {
      title: "Prueba de reserva ovárica AMH",
      description: "Mide la hormona antimülleriana para estimar la reserva ovárica. Incluye un kit de toma por punción en el dedo.",
      variants: { "AMH-HOME": "Kit de toma en casa" },
    },
  },
  "vitamin-d-thyroid-home-test": {
    da: {
      title: "Hjemmetest for D-vitamin og stofskifte",
      description: "En hjemmetest med fingerprik for D-vitaminstatus og skjoldbruskkirtlens funktion, med svar inden for fem hverdage.",
      variants: { "VITD-THY-1": "Enkelt test", "VITD-THY-2": "To test (med 6 måneders mellemrum)" },
    },
    es: {
      title: "Prueba en casa de vitamina D y tiroides",
      description: "Una prueba en casa por punción en el dedo del nivel de vitamina D y de la función tiroidea, con resultados en cinco días laborables.",
      variants: { "VITD-THY-1": "Una prueba", "VITD-THY-2": "Dos pruebas (con 6 meses de diferencia)" },
    },
  },
  "genetic-health-screen": {
    da: {
      title: "Genetisk helbredsscreening",
      description: "Screening af 60 handlingsrelevante gener for arvelig kræft og hjerte-kar-sygdomme ud fra en spytprøve.",
      variants: { "GHS-SALIVA": "Spytprøvesæt" },
    },
    es: {
      title: "Cribado genético de salud",
      description: "Cribado en saliva de 60 genes accionables de cáncer hereditario y enfermedades cardiovasculares.",
      variants: { "GHS-SALIVA": "Kit de saliva" },
    },
  },
}

/**
 * Writes the demo products' Danish and Spanish texts (`store_translation`) where staff have written none for that
 * language, so a Danish visitor of the demo store reads Danish product names. Idempotent and never overwrites.
 */
export async function seedProductTexts(container: MedusaContainer, report: SeedReport): Promise<void> {
  const manager = container.resolve<EntityManager>("manager")
  const products = await productIdsByHandle(manager, Object.keys(PRODUCT_TEXTS))
  const variantBySku = await variantIdsBySku(manager, [...products.values()])
  let added = 0
  for (const [handle, languages] of Object.entries(PRODUCT_TEXTS)) {
    const productId = products.get(handle)
    if (!productId) continue
    for (const [locale, texts] of Object.entries(languages) as [StoreLocale, ProductTexts][]) {
      if (await addTranslationIfMissing(manager, "product", productId, locale, { title: texts.title, description: texts.description })) added += 1
      for (const [sku, title] of Object.entries(texts.variants)) {
        const variantId = variantBySku.get(sku)
        if (variantId && (await addTranslationIfMissing(manager, "variant", variantId, locale, { title }))) added += 1
      }
    }
  }
  report.extra.productTexts = (report.extra.productTexts ?? 0) + added
}
