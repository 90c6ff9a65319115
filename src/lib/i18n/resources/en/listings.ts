/** English: searches, results, cards, new projects and a listing's page (src/features/listings, src/features/property). Arabic has the same keys in `../ar/listings.ts`. */
export const listings = {};
