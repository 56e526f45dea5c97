/**
 * The steps of `npm run seed:large`: bulk SQL (INSERT … SELECT over generate_series) straight into Medusa's own
 * tables and ours, the rows Medusa's services would write, minutes instead of hours. Every id is derived from its
 * row number (`prod_large_000042`), so the set is the same on every run.
 *
 * Layout (n: row number from 0):
 * - products: the first `subjectProducts` are open to the subject clinic's type, the others alternately to
 *   Fertility clinics and to individuals; each has `variantsPerProduct` variants priced in every region's currency,
 *   an option, the default shipping profile and sales channel, and one of `categories` categories.
 * - customers: the first `applications` are individual applicants (awaiting / approved / rejected in turn); the
 *   others are clinic members, customer applications + m in clinic m % clinics (owner for m < clinics, admin for
 *   the next round, member after); each has an address.
 * - clinics: clinic 0 is the subject (approved, SUBJECT_TYPE); of the others, every tenth is awaiting, every tenth
 *   rejected, the rest approved; types alternate.
 * - orders: the first `subjectOrders` belong to the subject clinic's members, the others to members of other
 *   clinics; spread over three years; completed and shipped, pending, or canceled; each with `itemsPerOrder` line
 *   items (quantity 1: one lab order each, carrying the order's email as LabOrderService writes it), a shipping
 *   method and a manual payment; each is recorded as its customer's clinic's, as the order service records it.
 */
import { SUBJECT_TYPE } from "./sizes.mjs"

const id = (prefix, n) => `'${prefix}_' || lpad((${n})::text, 6, '0')`
const customerId = (n) => id("cus_large", n)
const productId = (n) => id("prod_large", n)
const clinicId = (n) => id("clinic_large", n)
const orderId = (n) => id("order_large", n)
const categoryId = (n) => id("pcat_large", n)
/** The email of customer `n`: the customer's, its orders' and (copied from the order) their lab orders'. */
const customerEmail = (n) => `'large-' || (${n}) || '@example.test'`

/** Price of variant `v` of product `p` in a currency, in its smallest unit (`factor`: the currency's ratio to USD cents). */
const priceSql = (p, v, factor) => `(((4900 + (${p} % 50) * 100 + (${v}) * 4000) * ${factor})::int)`

/** Currency factors against USD cents for the seeded regions' currencies (JPY has no minor unit). */
const FACTORS = { usd: 1, eur: 0.92, dkk: 6.9, jpy: 1.5 }

const LAB_ORDER_STATUSES = ["received", "kit_sent", "awaiting_samples", "in_analysis", "results_ready"]

/** What the generator needs from the demo seed: regions (with their shipping option), profile, sales channel. */
export async function baseOf(client) {
  const regions = (
    await client.query(
      `select r.id, r.currency_code, so.id as option_id, so.amount as shipping
       from region r join shipping_option so on so.region_id = r.id and so.deleted_at is null and so.is_return = false
       where r.deleted_at is null order by r.created_at, r.id`
    )
  ).rows
  const unique = [...new Map(regions.map((r) => [r.id, r])).values()]
  const [profile] = (await client.query(`select id from shipping_profile where type = 'default' and deleted_at is null limit 1`)).rows
  const [channel] = (await client.query(`select id from sales_channel where deleted_at is null order by created_at limit 1`)).rows
  if (!unique.length || !profile || !channel) throw new Error("the demo seed (regions, shipping options, profile, sales channel) is missing")
  return {
    regionIds: unique.map((r) => r.id),
    currencies: unique.map((r) => r.currency_code),
    factors: unique.map((r) => FACTORS[r.currency_code] ?? 1),
    optionIds: unique.map((r) => r.option_id),
    shipping: unique.map((r) => Number(r.shipping)),
    profileId: profile.id,
    channelId: channel.id,
  }
}

/** Region column `column` of the base for row expression `n` (arrays are passed as $1…). */
const regionAt = (param, n, count) => `(${param})[1 + (${n}) % ${count}]`

/**
 * The steps in order: name, the tables whose rows it creates, and its SQL (run in one transaction).
 * @param {ReturnType<import("./sizes.mjs").sizesFor>} s
 */
export function steps(s, base) {
  const R = base.regionIds.length
  const members = s.customers - s.applications
  const subjectMembers = Math.floor((members - 1) / s.clinics) + 1
  return [
    {
      name: "products",
      tables: ["product", "product_variant", "money_amount", "product_category", "product_audience"],
      sql: [
        [
          `insert into product_category (id, name, handle, mpath, is_active, is_internal, rank)
           select ${categoryId("n")}, 'Lab panel ' || n, 'large-panel-' || n, ${categoryId("n")} || '.', true, false, n
           from generate_series(0, $1 - 1) n`,
          [s.categories],
        ],
        [
          `insert into product (id, title, subtitle, description, handle, is_giftcard, status, discountable, created_at, updated_at)
           select ${productId("n")}, 'Lab test ' || n, 'Panel ' || (n % 97), 'Generated lab test ' || n || ' of the large data set.',
                  'large-test-' || n, false, 'published', true, now() - make_interval(days => n % 1000), now()
           from generate_series(0, $1 - 1) n`,
          [s.products],
        ],
        [`insert into product_shipping_profile (profile_id, product_id) select $2, ${productId("n")} from generate_series(0, $1 - 1) n`, [s.products, base.profileId]],
        [`insert into product_sales_channel (product_id, sales_channel_id) select ${productId("n")}, $2 from generate_series(0, $1 - 1) n`, [s.products, base.channelId]],
        [
          `insert into product_category_product (product_category_id, product_id)
           select ${categoryId("n % $2")}, ${productId("n")} from generate_series(0, $1 - 1) n`,
          [s.products, s.categories],
        ],
        [
          `insert into product_audience (id, product_id, audience)
           select 'prodaud_large_' || lpad(n::text, 6, '0'), ${productId("n")},
                  case when n < $2 then $3 when n % 2 = 0 then 'Fertility Clinic' else 'individual' end
           from generate_series(0, $1 - 1) n`,
          [s.products, s.subjectProducts, SUBJECT_TYPE],
        ],
        [`insert into product_option (id, title, product_id) select 'opt_large_' || lpad(n::text, 6, '0'), 'Pack', ${productId("n")} from generate_series(0, $1 - 1) n`, [s.products]],
        [
          `insert into product_variant (id, title, product_id, sku, inventory_quantity, allow_backorder, manage_inventory, variant_rank)
           select 'variant_large_' || lpad(n::text, 6, '0') || '_' || v, case when v = 0 then 'Single test' else (v + 1) || ' tests' end,
                  ${productId("n")}, 'LARGE-' || n || '-' || v, 0, false, false, v
           from generate_series(0, $1 - 1) n, generate_series(0, $2 - 1) v`,
          [s.products, s.variantsPerProduct],
        ],
        [
          `insert into product_option_value (id, value, option_id, variant_id)
           select 'optval_large_' || lpad(n::text, 6, '0') || '_' || v, case when v = 0 then 'Single' else (v + 1)::text end,
                  'opt_large_' || lpad(n::text, 6, '0'), 'variant_large_' || lpad(n::text, 6, '0') || '_' || v
           from generate_series(0, $1 - 1) n, generate_series(0, $2 - 1) v`,
          [s.products, s.variantsPerProduct],
        ],
        [
          `insert into money_amount (id, currency_code, amount)
           select 'ma_large_' || lpad(n::text, 6, '0') || '_' || v || '_' || c.code, c.code, ${priceSql("n", "v", "c.factor")}
           from generate_series(0, $1 - 1) n, generate_series(0, $2 - 1) v, unnest($3::text[], $4::numeric[]) as c(code, factor)`,
          [s.products, s.variantsPerProduct, base.currencies, base.factors],
        ],
        [
          `insert into product_variant_money_amount (id, money_amount_id, variant_id)
           select 'pvma_large_' || lpad(n::text, 6, '0') || '_' || v || '_' || c.code, 'ma_large_' || lpad(n::text, 6, '0') || '_' || v || '_' || c.code,
                  'variant_large_' || lpad(n::text, 6, '0') || '_' || v
           from generate_series(0, $1 - 1) n, generate_series(0, $2 - 1) v, unnest($3::text[]) as c(code)`,
          [s.products, s.variantsPerProduct, base.currencies],
        ],
      ],
    },
    {
      name: "customers and clinics",
      tables: ["customer", "customer_application", "address", "clinic", "clinic_member"],
      sql: [
        [
          `insert into customer (id, email, first_name, last_name, has_account, created_at, updated_at)
           select ${customerId("n")}, ${customerEmail("n")}, (array['Ana','Ben','Chloe','Dev','Emil','Freja','Goro','Hana'])[1 + n % 8],
                  'Customer ' || n, true, now() - make_interval(hours => n), now()
           from generate_series(0, $1 - 1) n`,
          [s.customers],
        ],
        [
          `insert into customer_application (customer_id, status, submitted_at, first_name, last_name, reason)
           select ${customerId("n")}, (array['awaiting','approved','rejected'])[1 + n % 3], now() - make_interval(hours => n),
                  'Applicant', 'Number ' || n, 'Generated application ' || n
           from generate_series(0, $1 - 1) n`,
          [s.applications],
        ],
        [
          `insert into address (id, customer_id, first_name, last_name, address_1, city, postal_code, country_code)
           select 'addr_large_' || lpad(n::text, 6, '0'), ${customerId("n")}, 'Customer', 'Number ' || n, n || ' Main Street', 'Boston', '02110', 'us'
           from generate_series(0, $1 - 1) n`,
          [s.customers],
        ],
        [`update customer set billing_address_id = 'addr_large_' || substr(id, 11) where id like 'cus\\_large\\_%'`, []],
        [
          `insert into clinic (id, name, type, status, billing_email, billing_address, created_at, updated_at)
           select ${clinicId("k")}, case when k = 0 then 'Subject Clinic (large data set)' else 'Clinic ' || k end,
                  case when k % 2 = 0 then 'Epilepsy Clinic' else 'Fertility Clinic' end,
                  case when k = 0 then 'approved' when k % 10 = 1 then 'awaiting' when k % 10 = 2 then 'rejected' else 'approved' end,
                  'billing-' || k || '@clinic.example.test',
                  jsonb_build_object('address_1', k || ' Clinic Road', 'city', 'Boston', 'postal_code', '02110', 'country_code', 'us'),
                  now() - make_interval(hours => k * 3), now()
           from generate_series(0, $1 - 1) k`,
          [s.clinics],
        ],
        [
          `insert into clinic_member (id, clinic_id, customer_id, role)
           select 'cmem_large_' || lpad(m::text, 6, '0'), ${clinicId("m % $3")}, ${customerId("$2 + m")},
                  case when m < $3 then 'owner' when m < 2 * $3 then 'admin' else 'member' end
           from generate_series(0, $1 - 1) m`,
          [members, s.applications, s.clinics],
        ],
      ],
    },
    {
      name: "orders",
      tables: ["order", "order_clinic", "line_item", "shipping_method", "payment", "lab_order"],
      sql: [
        // The customer of order j: a subject member for j < subjectOrders, else a member of another clinic.
        [
          `create temporary table large_order_plan on commit drop as
           select j, ${orderId("j")} as id,
                  $2::int + (case when j < $3 then (j % $4) * $5 else 1 + (j::bigint * 7919) % ($6 - 1) end) as customer,
                  case when j % 50 = 0 then 'canceled' when j % 3 = 0 then 'pending' else 'completed' end as state,
                  now() - make_interval(secs => ((j::bigint * 104729) % $1) * (94608000.0 / $1)) as at
           from generate_series(0, $1 - 1) j`,
          [s.orders, s.applications, s.subjectOrders, subjectMembers, s.clinics, members],
        ],
        // a non-subject customer number that lands in clinic 0 moves to the next member (clinic 1)
        [`update large_order_plan set customer = customer + 1 where j >= $1 and (customer - $2) % $3 = 0`, [s.subjectOrders, s.applications, s.clinics]],
        [
          `insert into "order" (id, status, fulfillment_status, payment_status, customer_id, email, billing_address_id, shipping_address_id,
                                region_id, currency_code, sales_channel_id, canceled_at, no_notification, created_at, updated_at)
           select p.id, p.state::order_status_enum,
                  (case p.state when 'canceled' then 'canceled' when 'pending' then 'not_fulfilled' else 'shipped' end)::order_fulfillment_status_enum,
                  (case p.state when 'canceled' then 'canceled' when 'pending' then 'awaiting' else 'captured' end)::order_payment_status_enum,
                  ${customerId("p.customer")}, ${customerEmail("p.customer")}, 'addr_large_' || lpad(p.customer::text, 6, '0'),
                  'addr_large_' || lpad(p.customer::text, 6, '0'), ${regionAt("$1::text[]", "p.j", R)}, ${regionAt("$2::text[]", "p.j", R)}, $3,
                  case when p.state = 'canceled' then p.at + interval '1 day' end, false, p.at, p.at
           from large_order_plan p order by p.at`,
          [base.regionIds, base.currencies, base.channelId],
        ],
        // every customer of an order is a clinic member: the order is her clinic's, with its billing details then
        [
          `insert into order_clinic (order_id, clinic_id, clinic_name, billing_email, billing_address, recorded_at)
           select p.id, c.id, c.name, c.billing_email, c.billing_address, p.at
           from large_order_plan p join clinic_member m on m.customer_id = ${customerId("p.customer")} join clinic c on c.id = m.clinic_id`,
          [],
        ],
        [
          `insert into line_item (id, order_id, title, description, is_giftcard, should_merge, allow_discounts, has_shipping, unit_price, variant_id,
                                  quantity, fulfilled_quantity, shipped_quantity, is_return, created_at, updated_at)
           select 'item_large_' || lpad(p.j::text, 6, '0') || '_' || i, p.id, 'Lab test ' || x.product, 'Single test', false, true, true, true,
                  ${priceSql("x.product", "0", `${regionAt("$2::numeric[]", "p.j", R)}`)}, 'variant_large_' || lpad(x.product::text, 6, '0') || '_0',
                  1, case when p.state = 'completed' then 1 end, case when p.state = 'completed' then 1 end, false, p.at, p.at
           from large_order_plan p cross join generate_series(0, $1 - 1) i
           cross join lateral (select case when p.j < $3 then (p.j + i) % $4 else $4 + (p.j * 31 + i) % ($5 - $4) end as product) x`,
          [s.itemsPerOrder, base.factors, s.subjectOrders, s.subjectProducts, s.products],
        ],
        [
          `insert into shipping_method (id, shipping_option_id, order_id, price, data)
           select 'sm_large_' || lpad(p.j::text, 6, '0'), ${regionAt("$1::text[]", "p.j", R)}, p.id, ${regionAt("$2::int[]", "p.j", R)}, '{}'
           from large_order_plan p`,
          [base.optionIds, base.shipping],
        ],
        [
          `insert into payment (id, order_id, amount, currency_code, amount_refunded, provider_id, data, captured_at, canceled_at, created_at, updated_at)
           select 'pay_large_' || lpad(p.j::text, 6, '0'), p.id, t.items + ${regionAt("$2::int[]", "p.j", R)}, ${regionAt("$1::text[]", "p.j", R)}, 0, 'manual', '{}',
                  case when p.state = 'completed' then p.at end, case when p.state = 'canceled' then p.at + interval '1 day' end, p.at, p.at
           from large_order_plan p
           join (select order_id, sum(unit_price * quantity)::int as items from line_item where id like 'item\\_large\\_%' group by order_id) t on t.order_id = p.id`,
          [base.currencies, base.shipping],
        ],
        [
          `insert into lab_order (id, order_id, line_item_id, unit_index, email, status, created_at, updated_at)
           select 'labord_large_' || lpad(p.j::text, 6, '0') || '_' || i, p.id, 'item_large_' || lpad(p.j::text, 6, '0') || '_' || i, 0,
                  ${customerEmail("p.customer")},
                  case when p.state = 'canceled' then 'canceled' else ($2::text[])[1 + (p.j + i) % 5] end, p.at, p.at + interval '2 days'
           from large_order_plan p cross join generate_series(0, $1 - 1) i`,
          [s.itemsPerOrder, LAB_ORDER_STATUSES],
        ],
      ],
    },
    {
      name: "contact messages",
      tables: ["contact_submission"],
      sql: [
        [
          `insert into contact_submission (id, name, email, message, subject, customer_id, created_at, updated_at)
           select 'csub_large_' || lpad(n::text, 6, '0'), 'Visitor ' || n, 'visitor-' || n || '@example.test',
                  'Generated question ' || n || ' about kits and shipping.', case when n % 3 = 0 then 'Shipping' end,
                  case when n % 4 = 0 then ${customerId("n % $2")} end, now() - make_interval(mins => n * 7), now() - make_interval(mins => n * 7)
           from generate_series(0, $1 - 1) n`,
          [s.contactMessages, s.customers],
        ],
      ],
    },
  ]
}

/** Row counts of what the generator writes (ids with the `_large_` infix), per table. */
export const GENERATED_COUNTS = {
  products: `select count(*) from product where id like 'prod\\_large\\_%'`,
  variants: `select count(*) from product_variant where id like 'variant\\_large\\_%'`,
  prices: `select count(*) from money_amount where id like 'ma\\_large\\_%'`,
  categories: `select count(*) from product_category where id like 'pcat\\_large\\_%'`,
  audiences: `select count(*) from product_audience where id like 'prodaud\\_large\\_%'`,
  clinics: `select count(*) from clinic where id like 'clinic\\_large\\_%'`,
  customers: `select count(*) from customer where id like 'cus\\_large\\_%'`,
  applications: `select count(*) from customer_application where customer_id like 'cus\\_large\\_%'`,
  orders: `select count(*) from "order" where id like 'order\\_large\\_%'`,
  orderClinics: `select count(*) from order_clinic where order_id like 'order\\_large\\_%'`,
  lineItems: `select count(*) from line_item where id like 'item\\_large\\_%'`,
  payments: `select count(*) from payment where id like 'pay\\_large\\_%'`,
  labOrders: `select count(*) from lab_order where id like 'labord\\_large\\_%'`,
  contactMessages: `select count(*) from contact_submission where id like 'csub\\_large\\_%'`,
}
