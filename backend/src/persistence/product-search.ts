import { queryRows, type Db } from "./db"

/**
 * How alike a search word and the closest stretch of a product's text must be (pg_trgm's `word_similarity`, 0..1):
 * 0.6 lets one wrong or missing letter through in a word of seven or more ("epilepsi" finds "epilepsy").
 */
const WORD_SIMILARITY = 0.6

/**
 * The products among `productIds` whose texts match every word: the title, subtitle, description, collection and
 * active public categories, in English and in every translation staff wrote. A word matches when the text contains
 * it (any case) or when it is alike enough to a word of the text (typos). The order of `productIds` is kept.
 */
export async function productIdsMatching(db: Db, productIds: string[], words: string[]): Promise<string[]> {
  if (!productIds.length || !words.length) return productIds
  const rows = await queryRows<{ id: string }>(
    db,
    `with text_of as (
       select p.id, lower(concat_ws(' ', p.title, p.subtitle, p.description, pc.title,
         (select string_agg(concat_ws(' ', c.name, c.description), ' ') from product_category_product pcp
            join product_category c on c.id = pcp.product_category_id and c.is_active and not c.is_internal
           where pcp.product_id = p.id),
         (select string_agg(e.value, ' ') from store_translation st, jsonb_each_text(st.fields) e where st.subject_id = p.id))) as body
       from product p left join product_collection pc on pc.id = p.collection_id and pc.deleted_at is null
       where p.id = any($1))
     select id from text_of t
     where not exists (select 1 from unnest($2::text[]) w where strpos(t.body, w) = 0 and word_similarity(w, t.body) < $3)`,
    [productIds, words.map((word) => word.toLowerCase()), WORD_SIMILARITY]
  )
  const found = new Set(rows.map((row) => row.id))
  return productIds.filter((id) => found.has(id))
}
