/**
 * Sizes of the large data set. `scale` multiplies every count (1 = a lab that has served clinics for a few years);
 * `subjectScale` multiplies the subject clinic's share (the clinic the scale benchmark signs in to: its approved
 * products and its orders), so a small and a large set can hold the very same subject clinic.
 */
export const FULL = {
  products: 2000,
  variantsPerProduct: 2,
  categories: 40,
  clinics: 5000,
  customers: 30000,
  applications: 1000,
  orders: 300000,
  itemsPerOrder: 2,
  contactMessages: 10000,
  subjectProducts: 200,
  subjectOrders: 20000,
}

/** The subject clinic's type: the audience its approved products are opened to. */
export const SUBJECT_TYPE = "Epilepsy Clinic"

const at = (full, factor) => Math.max(1, Math.round(full * factor))

/**
 * The counts for `scale` and `subjectScale`; every count is at least 1 and the totals always hold the subject
 * clinic's share (orders and products are at least the subject's).
 */
export function sizesFor(scale, subjectScale = scale) {
  if (!(scale > 0) || !(subjectScale > 0)) throw new Error("--scale and --subject-scale must be positive numbers")
  const subjectProducts = at(FULL.subjectProducts, subjectScale)
  const subjectOrders = at(FULL.subjectOrders, subjectScale)
  const clinics = Math.max(2, at(FULL.clinics, scale))
  const applications = at(FULL.applications, scale)
  return {
    scale,
    subjectScale,
    products: Math.max(subjectProducts + 1, at(FULL.products, scale)),
    variantsPerProduct: FULL.variantsPerProduct,
    categories: Math.min(FULL.categories, at(FULL.categories, scale)),
    clinics,
    // every clinic has an owner, and the applicants have no clinic
    customers: Math.max(applications + clinics * 2, at(FULL.customers, scale)),
    applications,
    orders: Math.max(subjectOrders + 1, at(FULL.orders, scale)),
    itemsPerOrder: FULL.itemsPerOrder,
    contactMessages: at(FULL.contactMessages, scale),
    subjectProducts,
    subjectOrders,
  }
}
