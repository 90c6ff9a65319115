/** English: market analytics: overview, transactions, trends, registry, price context (src/features/market). Arabic has the same keys in `../ar/market.ts`. */
export const market = {};
