/**
 * The typed URL search of a listing search route: the endpoint's own parameters (parsed leniently
 * by the contract), the picked location's name so a pasted link shows it, and the phone-width
 * list/map choice.
 */
import { apiPagesQuery } from '../../lib/queries.ts';
import { choiceSearch, definedOnly, endpointSearch, textSearch, type SearchOf } from '../../lib/url-search.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { QueryOf } from '../../contract/index.ts';
import type { SearchEndpoint } from './filter-form.ts';

export const VIEWS = ['list', 'map'] as const;
export type ListingSearchExtra = { location_name: string; view: (typeof VIEWS)[number] };
export type ListingSearch<E extends SearchEndpoint> = SearchOf<E, ListingSearchExtra>;

export function validateListingSearch<E extends SearchEndpoint>(endpoint: E) {
  return (raw: Record<string, unknown>): ListingSearch<E> => ({
    ...endpointSearch(endpoint, raw),
    ...definedOnly({ location_name: textSearch(raw.location_name), view: choiceSearch(raw.view, VIEWS) }),
  });
}

/** The endpoint query of a route search: without the UI-only values. */
export function queryOfSearch<E extends SearchEndpoint>(search: ListingSearch<E>): QueryOf<E> {
  const { location_name: _name, view: _view, ...query } = search as ListingSearch<E> & Partial<ListingSearchExtra>;
  return query as QueryOf<E>;
}

/** Loader: start fetching the first page while the route's code loads (not awaited: skeletons show). */
export function prefetchListings<E extends SearchEndpoint>(queryClient: QueryClient, endpoint: E, query: QueryOf<E>) {
  if ((query as { location_id?: string }).location_id) void queryClient.prefetchInfiniteQuery(apiPagesQuery(endpoint, query));
}
