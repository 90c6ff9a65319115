/**
 * Several pages of a paged endpoint gathered into one sample, for statistics and exports. The
 * service sends no totals (upstream-facts), so we page until a page comes back empty or shorter
 * than the first one, or until a cap: a capped sample is said to be one.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DataOf, EndpointName, QueryOf } from '../../contract/index.ts';
import { staleMarkerOf, type DataFreshness } from '../../lib/api.ts';
import { apiPagesQuery } from '../../lib/queries.ts';

export interface Collected<T> {
  records: T[];
  /** Pages fetched so far. */
  pages: number;
  /** The last page was empty or short: `records` is everything the service has for this query. */
  complete: boolean;
  /** Still fetching toward the cap. */
  fetching: boolean;
  /** Done: the end of the list or the cap was reached, or fetching failed. */
  settled: boolean;
  isPending: boolean;
  error: unknown;
  /** The oldest stale page's marker (the server answered from its cache), null when all are fresh. */
  stale: DataFreshness | null;
  refetch: () => void;
}

type PagedRecord<E extends EndpointName> = DataOf<E> extends readonly (infer R)[] ? R : never;

/**
 * Whether the pages fetched reach the end of the list: the last one is empty, or shorter than the
 * first (the first page's length is the only page size the service shows).
 */
function ended(pages: readonly { data?: unknown }[]): boolean {
  const lengths = pages.map((p) => (Array.isArray(p.data) ? p.data.length : 0));
  const last = lengths[lengths.length - 1];
  if (last === undefined) return false;
  return last === 0 || (lengths.length > 1 && last < lengths[0]!);
}

/**
 * Fetch pages of `query` (from the endpoint's first page) until the end or `maxPages`. Raising
 * `maxPages` later (an export asking for more) continues from where the sample stopped.
 */
export function useCollectedPages<E extends EndpointName>(
  endpoint: E,
  query: QueryOf<E>,
  maxPages: number,
  enabled = true,
): Collected<PagedRecord<E>> {
  const result = useInfiniteQuery({ ...apiPagesQuery(endpoint, { ...query, page: undefined } as QueryOf<E>), enabled });
  const pages = (result.data?.pages ?? []) as { data?: unknown }[];
  const complete = pages.length > 0 && (ended(pages) || !result.hasNextPage);
  const wantMore = enabled && !result.isError && !complete && pages.length > 0 && pages.length < maxPages;

  const { isFetchingNextPage, fetchNextPage } = result;
  // Ask for the next page once the last one is in (`pages.length` moves on each time).
  useEffect(() => {
    if (wantMore && !isFetchingNextPage) void fetchNextPage();
  }, [wantMore, isFetchingNextPage, fetchNextPage, pages.length]);

  // Records of an empty last page add nothing; a short page is the tail of the list.
  const records = pages.flatMap((p) => (Array.isArray(p.data) ? (p.data as unknown[]) : [])) as PagedRecord<E>[];
  return {
    records,
    pages: pages.length,
    complete,
    fetching: result.isFetching,
    settled: result.isError || (pages.length > 0 && !result.isFetching && (complete || pages.length >= maxPages)),
    isPending: enabled && result.isPending,
    error: result.error,
    stale: staleMarkerOf(result.data),
    refetch: () => void result.refetch(),
  };
}
