/**
 * Which way a listing search's pages come: one place through the service's own search
 * (`/api/search-buy?location_id=50`), several (search by area, `location_id=50,51,52`) through our
 * server's merged search, which reads each place's page through the same cache and limit
 * (docs/search-by-area.md). Both page the same way ("load more"), so the results read them alike.
 */
import type { MergedPlace, MergedSearchEndpoint, QueryOf } from '../../contract/index.ts';
import { placeIdsOf } from '../../lib/place-list.ts';
import type { SearchEndpoint } from './filter-form.ts';

/** A page as the results read it: its records, and per place what it held when several were searched. */
export interface SearchPageAnswer {
  data: unknown[];
  places?: MergedPlace[];
}

/** The place ids a search's `location_id` names (one, or several for a search by area). */
export const searchPlaceIds = (query: { location_id?: string }): string[] => placeIdsOf(query.location_id ?? '');

/** The searches that take several places (search by area): the four with a merged endpoint. */
export const takesPlaces = (endpoint: SearchEndpoint): endpoint is MergedSearchEndpoint => endpoint !== 'search-new-projects';

/** Whether a search goes through the merged search: several places, on a search that takes them. */
export function mergedQueryOf(endpoint: SearchEndpoint, query: QueryOf<SearchEndpoint>): QueryOf<MergedSearchEndpoint> | null {
  if (!takesPlaces(endpoint) || searchPlaceIds(query).length < 2) return null;
  // The four listing searches' parameters: new projects' (the one other) never get here.
  const { sort, ...rest } = query;
  return sort === undefined || sort === 'featured' || sort === 'newest' || sort === 'price_asc' || sort === 'price_desc'
    ? { ...rest, ...(sort ? { sort } : {}) }
    : rest;
}
