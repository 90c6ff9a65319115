/**
 * The browser's door to our own analytics (`/api/insights/*`, src/contract/insights.ts): URLs from
 * the contract's parameter tables, TanStack Query options, the same `ApiError` as the 17.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  INSIGHT_ENDPOINTS,
  toQueryString,
  toWireParams,
  type InsightAnswerOf,
  type InsightEndpointName,
  type QueryOfParams,
} from '../contract/index.ts';
import { getJson, type ApiError } from './api.ts';
import { shouldRetry } from './queries.ts';

export type InsightQuery<N extends InsightEndpointName> = QueryOfParams<(typeof INSIGHT_ENDPOINTS)[N]['params']>;

/** The endpoints that answer JSON; their bodies' types are inferred from the contract's zod schemas. */
type JsonInsight = Exclude<InsightEndpointName, 'insights/transactions.csv'>;

export function insightUrl<N extends InsightEndpointName>(name: N, query: InsightQuery<N>): string {
  const qs = toQueryString(toWireParams(INSIGHT_ENDPOINTS[name].params, query, 'fill'));
  return `/api${INSIGHT_ENDPOINTS[name].path}${qs ? `?${qs}` : ''}`;
}

async function insightGet<N extends JsonInsight>(
  name: N,
  query: InsightQuery<N>,
  init: { signal?: AbortSignal } = {},
): Promise<InsightAnswerOf<N>> {
  return (await getJson(insightUrl(name, query), init.signal)).body as InsightAnswerOf<N>;
}

export const insightQuery = <N extends JsonInsight>(name: N, query: InsightQuery<N>) =>
  queryOptions<InsightAnswerOf<N>, ApiError>({
    queryKey: ['insights', name, toWireParams(INSIGHT_ENDPOINTS[name].params, query, 'fill')],
    queryFn: ({ signal }) => insightGet(name, query, { signal }),
    // The store syncs at most twice a day and names hardly change; a minute keeps round trips instant.
    staleTime: name === 'names' ? 3600_000 : 60_000,
    retry: shouldRetry,
  });
