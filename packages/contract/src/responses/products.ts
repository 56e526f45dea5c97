/** A product of the home page's public teaser, with its "from" list price in the region's currency (minor units). */
export type FeaturedProduct = {
  id: string
  handle: string | null
  title: string
  description: string | null
  thumbnail: string | null
  from_price: number | null
  price_varies: boolean
}

/** `GET /store/featured-products`: the teaser and the region and currency it is priced in. */
export type FeaturedProductList = { products: FeaturedProduct[]; region_id: string; currency_code: string }
