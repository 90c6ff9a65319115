/**
 * The query key a page reads one of our own endpoints' answers under (src/lib/insights.ts), and
 * where an answer the server handed over in the page is put (src/lib/held-answer.ts): the
 * endpoint and its query in wire form, the contract's defaults filled in, so a query that leaves
 * a default out and one that states it are one.
 */
import { INSIGHT_ENDPOINTS, toWireParams, type InsightEndpointName, type QueryOfParams } from '../contract/index.ts';

export type InsightQuery<N extends InsightEndpointName> = QueryOfParams<(typeof INSIGHT_ENDPOINTS)[N]['params']>;

export const insightKey = <N extends InsightEndpointName>(name: N, query: InsightQuery<N>) =>
  ['insights', name, toWireParams(INSIGHT_ENDPOINTS[name].params, query, 'fill')] as const;
