/**
 * The five listing searches and the page each one is on: the search pages are built from it, and
 * a saved search opens its page through it.
 */
export const SEARCH_PATHS = {
  'search-buy': '/buy',
  'search-rent': '/rent',
  'search-commercial-buy': '/commercial/buy',
  'search-commercial-rent': '/commercial/rent',
  'search-new-projects': '/new-projects',
} as const;

export type SearchPath = (typeof SEARCH_PATHS)[keyof typeof SEARCH_PATHS];
