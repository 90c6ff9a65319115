/** The requests saved items need, as query options over the same cache as the pages. */
import type { Listing, NewProject } from '../../contract/index.ts';
import { apiGet } from '../api.ts';
import { apiQuery } from '../queries.ts';
import { endpointSearch } from '../url-search.ts';
import type { SavedSearchEndpoint } from './model.ts';

/**
 * One page of a saved search in newest order, for its "new since" count: asked of our server each
 * time, never the browser's stored copy of an earlier visit (which would hide what is new).
 */
export function newestPageQuery(endpoint: SavedSearchEndpoint, query: Record<string, string>, page: number) {
  const search = endpointSearch(endpoint, { ...query, sort: 'newest', page: String(page) });
  return {
    ...apiQuery(endpoint, search),
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet(endpoint, search, { signal, revalidate: true }),
  };
}

/** The ids of a page of results, in order (listings and new projects name them differently). */
export function resultIds(endpoint: SavedSearchEndpoint, records: readonly (Listing | NewProject)[]): string[] {
  return endpoint === 'search-new-projects'
    ? (records as readonly NewProject[]).map((p) => p.listing_id)
    : (records as readonly Listing[]).map((l) => l.property_id);
}
