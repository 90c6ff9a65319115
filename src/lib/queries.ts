/**
 * TanStack Query options per endpoint. Route loaders start the fetch with `prefetch(client,
 * apiQuery(...))` and components read the same options, so a view never fetches twice.
 */
import {
  infiniteQueryOptions,
  noop,
  queryOptions,
  type InfiniteQueryExecuteOptions,
  type QueryClient,
  type QueryExecuteOptions,
  type QueryKey,
} from '@tanstack/react-query';
import { CACHE_FAMILIES, ENDPOINTS, type EndpointName, type QueryOf, type ResponseOf } from '../contract/index.ts';
import { ApiError, apiGet, wireQuery } from './api.ts';
import { isPlanRefusal } from './plan.ts';

/** Query key of an endpoint call: the canonical wire query, so equal searches share one entry. */
const apiKey = <E extends EndpointName>(endpoint: E, query: QueryOf<E>) => ['api', endpoint, wireQuery(endpoint, query)] as const;

/** Fresh for the endpoint family's TTL, but never more than 5 minutes in the browser. */
export const staleTimeOf = (endpoint: EndpointName) => Math.min(CACHE_FAMILIES[ENDPOINTS[endpoint].cache].ttlSeconds, 300) * 1000;

/** Our server already retries the data service; the browser retries only a lost connection once. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.code === 'network_error' && failureCount < 1;
}

/**
 * A failed query is asked again when a page (or a page remounted, as a currency change does)
 * next shows it, except for a refusal of our plan: only the operator's plan changes that, and each
 * ask is a call the data service counts.
 */
const retryOnMount = (query: { state: { error: unknown } }) => !isPlanRefusal(query.state.error);

export const apiQuery = <E extends EndpointName>(endpoint: E, query: QueryOf<E>) =>
  queryOptions<ResponseOf<E>, ApiError>({
    queryKey: apiKey(endpoint, query),
    queryFn: ({ signal }) => apiGet(endpoint, query, { signal }),
    staleTime: staleTimeOf(endpoint),
    retry: shouldRetry,
    retryOnMount,
  });

/**
 * Pages of a paged endpoint, for "load more". The service gives no totals: a page that comes back
 * empty ends the list.
 */
export const apiPagesQuery = <E extends EndpointName>(endpoint: E, query: QueryOf<E>) => {
  const base = ENDPOINTS[endpoint].pageBase ?? 1;
  const start = (query as { page?: number }).page ?? base;
  return infiniteQueryOptions<ResponseOf<E>, ApiError, { pages: ResponseOf<E>[] }, readonly unknown[], number>({
    queryKey: [...apiKey(endpoint, { ...query, page: undefined } as QueryOf<E>), 'pages', start],
    queryFn: ({ signal, pageParam }) => apiGet(endpoint, { ...query, page: pageParam } as QueryOf<E>, { signal }),
    initialPageParam: start,
    getNextPageParam: (last, _all, lastParam) => {
      const data = (last as { data?: unknown }).data;
      return Array.isArray(data) && data.length > 0 ? lastParam + 1 : undefined;
    },
    staleTime: staleTimeOf(endpoint),
    retry: shouldRetry,
  });
};

/**
 * A route loader's fetch: started, not awaited. The page renders at once with its skeleton and
 * reads the same options; a failure stays in the cache for the page to show (its error state,
 * or the not-found view), so the loader drops the rejected promise instead of failing the route.
 * Data still fresh (within the options' staleTime) is not fetched again.
 */
export function prefetch<TData, TKey extends QueryKey>(
  client: QueryClient,
  options: QueryExecuteOptions<TData, ApiError, TData, TData, TKey>,
): void {
  client.query(options).catch(noop);
}

/** `prefetch` for the pages of a "load more" list (`apiPagesQuery`): the first page. */
export function prefetchPages<TQueryFnData, TData, TKey extends QueryKey>(
  client: QueryClient,
  options: InfiniteQueryExecuteOptions<TQueryFnData, ApiError, TData, TKey, number>,
): void {
  client.infiniteQuery(options).catch(noop);
}
