/** English: saved listings and searches, recently viewed, compare, share, export and import, the mortgage estimate (src/features/saved, src/features/mortgage, src/components/saved, src/components/mortgage). Arabic has the same keys in `../ar/saved.ts`. */
export const saved = {};
