/** One page of a list: `count` is the number of all matches, not the page's size. */
export type ListPage = { count: number; offset: number; limit: number }
