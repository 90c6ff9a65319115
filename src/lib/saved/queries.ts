/** The requests saved items need, as query options over the same cache as the pages. */
import type { Listing, NewProject } from '../../contract/index.ts';
import { apiQuery } from '../queries.ts';
import { endpointSearch } from '../url-search.ts';
import type { SavedSearchEndpoint } from './model.ts';

/** One page of a saved search in newest order, for its "new since" count. */
export function newestPageQuery(endpoint: SavedSearchEndpoint, query: Record<string, string>, page: number) {
  return apiQuery(endpoint, endpointSearch(endpoint, { ...query, sort: 'newest', page: String(page) }));
}

/** The ids of a page of results, in order (listings and new projects name them differently). */
export function resultIds(endpoint: SavedSearchEndpoint, records: readonly (Listing | NewProject)[]): string[] {
  return endpoint === 'search-new-projects'
    ? (records as readonly NewProject[]).map((p) => p.listing_id)
    : (records as readonly Listing[]).map((l) => l.property_id);
}
