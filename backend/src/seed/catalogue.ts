import type { Audience } from "@clinic-store/contract"
import type { CategoryHandle } from "./categories"

/** Who may buy a product: a clinic type, or individual customers (see docs/api.md, product access). */


type VariantSeed = {
  title: string
  sku: string
  /** Prices in each currency's smallest unit (jpy is zero-decimal). */
  prices: { usd: number; eur: number; dkk: number; jpy: number }
}

export type ProductSeed = {
  handle: string
  title: string
  subtitle: string
  description: string
  option: string
  audiences: Audience[]
  /** Handles of the product categories it is listed in (seed/categories.ts). */
  categories: CategoryHandle[]
  variants: VariantSeed[]
}

export const CATALOGUE: ProductSeed[] = [
  {
    handle: "epilepsy-gene-panel",
    title: "Epilepsy Gene Panel",
    subtitle: "NGS panel of 310 genes linked to epilepsy and seizure disorders",
    description:
      "Next-generation sequencing of 310 genes associated with epileptic encephalopathies, focal and generalised epilepsies, with copy-number analysis and a clinical report.",
    option: "Turnaround",
    audiences: ["Epilepsy Clinic"],
    categories: ["epilepsy-tests"],
    variants: [
      { title: "Standard (21 days)", sku: "EPI-PANEL-STD", prices: { usd: 125000, eur: 115000, dkk: 860000, jpy: 185000 } },
      { title: "Rapid (10 days)", sku: "EPI-PANEL-RAPID", prices: { usd: 185000, eur: 170000, dkk: 1270000, jpy: 275000 } },
    ],
  },
  {
    handle: "whole-exome-sequencing",
    title: "Whole Exome Sequencing",
    subtitle: "Exome analysis for unexplained epilepsy",
    description:
      "Sequencing of all protein-coding regions with phenotype-driven interpretation. Trio analysis includes both parents to speed up variant classification.",
    option: "Analysis",
    audiences: ["Epilepsy Clinic"],
    categories: ["epilepsy-tests"],
    variants: [
      { title: "Proband", sku: "WES-PROBAND", prices: { usd: 210000, eur: 195000, dkk: 1450000, jpy: 310000 } },
      { title: "Trio", sku: "WES-TRIO", prices: { usd: 390000, eur: 360000, dkk: 2690000, jpy: 580000 } },
    ],
  },
  {
    handle: "asm-pharmacogenomics",
    title: "Antiseizure Medication Pharmacogenomics",
    subtitle: "CYP2C9, CYP2C19 and HLA-B*15:02 genotyping",
    description:
      "Genotyping that guides the choice and dosing of antiseizure medications such as phenytoin, carbamazepine and clobazam.",
    option: "Sample",
    audiences: ["Epilepsy Clinic", "individual"],
    categories: ["epilepsy-tests"],
    variants: [
      { title: "Blood sample", sku: "ASM-PGX-BLOOD", prices: { usd: 42000, eur: 39000, dkk: 290000, jpy: 62000 } },
      { title: "Saliva kit", sku: "ASM-PGX-SALIVA", prices: { usd: 45000, eur: 42000, dkk: 310000, jpy: 66000 } },
    ],
  },
  {
    handle: "expanded-carrier-screening",
    title: "Expanded Carrier Screening",
    subtitle: "Screening of 600+ recessive conditions before conception",
    description:
      "Identifies carriers of autosomal and X-linked recessive conditions. The couple option reports the combined reproductive risk.",
    option: "Screening",
    audiences: ["Fertility Clinic"],
    categories: ["fertility-tests"],
    variants: [
      { title: "Single", sku: "ECS-SINGLE", prices: { usd: 49000, eur: 45000, dkk: 340000, jpy: 73000 } },
      { title: "Couple", sku: "ECS-COUPLE", prices: { usd: 89000, eur: 82000, dkk: 615000, jpy: 132000 } },
    ],
  },
  {
    handle: "sperm-dna-fragmentation-kit",
    title: "Sperm DNA Fragmentation Kit",
    subtitle: "SCSA-based DNA fragmentation index with home collection",
    description:
      "Collection kit with temperature-controlled return shipping; reports the DNA fragmentation index and high DNA stainability.",
    option: "Pack",
    audiences: ["Fertility Clinic"],
    categories: ["fertility-tests", "test-kits"],
    variants: [
      { title: "1 kit", sku: "SDF-KIT-1", prices: { usd: 29000, eur: 27000, dkk: 200000, jpy: 43000 } },
      { title: "5 kits", sku: "SDF-KIT-5", prices: { usd: 129000, eur: 119000, dkk: 890000, jpy: 191000 } },
    ],
  },
  {
    handle: "amh-ovarian-reserve",
    title: "AMH Ovarian Reserve Test",
    subtitle: "Anti-Müllerian hormone from a finger-prick sample",
    description: "Measures anti-Müllerian hormone to estimate ovarian reserve. Includes a finger-prick collection kit.",
    option: "Kit",
    audiences: ["Fertility Clinic", "individual"],
    categories: ["fertility-tests", "test-kits"],
    variants: [
      { title: "Home sampling kit", sku: "AMH-HOME", prices: { usd: 8900, eur: 8200, dkk: 61000, jpy: 13000 } },
    ],
  },
  {
    handle: "vitamin-d-thyroid-home-test",
    title: "Vitamin D and Thyroid Home Test",
    subtitle: "25-OH vitamin D, TSH and free T4",
    description: "A finger-prick home test for vitamin D status and thyroid function, with results in five working days.",
    option: "Kit",
    audiences: ["individual"],
    categories: ["test-kits"],
    variants: [
      { title: "Single test", sku: "VITD-THY-1", prices: { usd: 6900, eur: 6400, dkk: 47500, jpy: 10000 } },
      { title: "Two tests (6 months apart)", sku: "VITD-THY-2", prices: { usd: 11900, eur: 10900, dkk: 81500, jpy: 17500 } },
    ],
  },
  {
    handle: "genetic-health-screen",
    title: "Genetic Health Screen",
    subtitle: "Hereditary cancer and cardiac risk genes",
    description: "Saliva-based screening of 60 actionable genes for hereditary cancer and cardiovascular conditions.",
    option: "Kit",
    audiences: ["individual"],
    categories: ["test-kits"],
    variants: [
      { title: "Saliva kit", sku: "GHS-SALIVA", prices: { usd: 34900, eur: 32000, dkk: 239000, jpy: 52000 } },
    ],
  },
]
