/**
 * The browser's door to our own analytics (`/api/insights/*`, src/contract/insights.ts): URLs from
 * the contract's parameter tables, TanStack Query options, the same `ApiError` as the 17.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  INSIGHT_ENDPOINTS,
  toQueryString,
  toWireParams,
  type InsightAnswerOf,
  type InsightEndpointName,
  type MergedSearchEndpoint,
  type MergedSearchPage,
  type ParamDef,
  parseParams,
  type QueryOf,
} from '../contract/index.ts';
import { getJson, withFreshness, type ApiError, type DataFreshness } from './api.ts';
import { shouldRetry, staleTimeOf } from './queries.ts';
import { insightKey, type InsightQuery } from '../shared/insight-key.ts';

export type { InsightQuery } from '../shared/insight-key.ts';

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
    queryKey: insightKey(name, query),
    queryFn: ({ signal }) => insightGet(name, query, { signal }),
    // The store syncs at most twice a day and names hardly change; a minute keeps round trips instant.
    staleTime: name === 'names' ? 3600_000 : 60_000,
    retry: shouldRetry,
  });

/**
 * A merged page is as fresh as its places' pages: the oldest place's page our server sent stale
 * (its cache, while the service was slow to refresh or failing) marks the page, so the results say
 * so as they do for one place (StaleNotice).
 */
export function mergedFreshness(page: MergedSearchPage): DataFreshness | null {
  const stale = page.places.flatMap((p) => (p.stale && p.asOf ? [{ asOf: p.asOf, reason: p.stale }] : []));
  return stale.sort((a, b) => Date.parse(a.asOf) - Date.parse(b.asOf))[0] ?? null;
}

/**
 * One page of a search by area from a raw query (a saved search's), read leniently as a link is:
 * its URL and its query key.
 */
export function mergedWire(endpoint: MergedSearchEndpoint, raw: Record<string, string>): { url: string; key: readonly unknown[] } {
  const name = `merged/${endpoint}` as const;
  const params: Record<string, ParamDef> = INSIGHT_ENDPOINTS[name].params;
  const wire = toWireParams(params, parseParams(params, raw, 'lenient').query, 'fill');
  return { url: `/api${INSIGHT_ENDPOINTS[name].path}?${toQueryString(wire)}`, key: ['insights', name, wire] };
}

/**
 * The pages of a search by area (`/api/merged/<search>`, several places in `location_id`), for
 * "load more" as `apiPagesQuery` pages one place: a merged page with no results (every place's
 * results ended) ends the list.
 */
export const mergedPagesQuery = (endpoint: MergedSearchEndpoint, query: QueryOf<MergedSearchEndpoint>) => {
  const name = `merged/${endpoint}` as const;
  const { page = 1, ...rest } = query;
  const wire = (q: object) => toWireParams(INSIGHT_ENDPOINTS[name].params, q as InsightQuery<typeof name>, 'fill');
  return infiniteQueryOptions<MergedSearchPage, ApiError, { pages: MergedSearchPage[] }, readonly unknown[], number>({
    queryKey: ['insights', name, wire(rest), 'pages', page],
    queryFn: async ({ signal, pageParam }) => {
      const url = `/api${INSIGHT_ENDPOINTS[name].path}?${toQueryString(wire({ ...rest, page: pageParam }))}`;
      const body = (await getJson(url, signal)).body as MergedSearchPage;
      return withFreshness(body, mergedFreshness(body));
    },
    initialPageParam: page,
    getNextPageParam: (last, _all, lastParam) => (last.data.length > 0 ? lastParam + 1 : undefined),
    staleTime: staleTimeOf(endpoint),
    retry: shouldRetry,
  });
};
