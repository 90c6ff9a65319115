/** The requests saved items need, as query options over the same cache as the pages. */
import type { Listing, MergedSearchPage, NewProject } from '../../contract/index.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, getJson, type ApiError } from '../api.ts';
import { mergedWire } from '../insights.ts';
import { placeIdsOf } from '../place-list.ts';
import { apiQuery, shouldRetry, staleTimeOf } from '../queries.ts';
import { endpointSearch } from '../url-search.ts';
import type { SavedSearchEndpoint } from './model.ts';

/**
 * One page of a saved search in newest order, for its "new since" count: asked of our server each
 * time, never the browser's stored copy of an earlier visit (which would hide what is new).
 */
export function newestPageQuery(endpoint: SavedSearchEndpoint, query: Record<string, string>, page: number) {
  const newest = { ...query, sort: 'newest', page: String(page) };
  const search = endpointSearch(endpoint, newest);
  // A search by area (several places): the merged page, each place's newest page in turn.
  const merged = endpoint !== 'search-new-projects' && placeIdsOf(query.location_id ?? '').length > 1 ? mergedWire(endpoint, newest) : null;
  return queryOptions<{ data: readonly (Listing | NewProject)[] }, ApiError>({
    queryKey: merged ? merged.key : apiQuery(endpoint, search).queryKey,
    queryFn: async ({ signal }) =>
      merged
        ? ((await getJson(merged.url, signal, true)).body as MergedSearchPage)
        : apiGet(endpoint, search, { signal, revalidate: true }),
    staleTime: staleTimeOf(endpoint),
    retry: shouldRetry,
  });
}

/** The ids of a page of results, in order (listings and new projects name them differently). */
export function resultIds(endpoint: SavedSearchEndpoint, records: readonly (Listing | NewProject)[]): string[] {
  return endpoint === 'search-new-projects'
    ? (records as readonly NewProject[]).map((p) => p.listing_id)
    : (records as readonly Listing[]).map((l) => l.property_id);
}
