/**
 * The typed URL search of a listing search route: the endpoint's own parameters (parsed leniently
 * by the contract), the phone-width list/map choice, and how many pages "load more" has shown. A
 * link carries the location's id only: its name comes from the data (components/location-name.ts).
 */
import { DISPLAY_SEARCH_KEYS } from '../../lib/display.ts';
import { apiPagesQuery, prefetchPages } from '../../lib/queries.ts';
import { mergedPagesQuery } from '../../lib/insights.ts';
import { MAX_SEARCH_PLACES, placeIdsOf } from '../../lib/place-list.ts';
import { mergedQueryOf, takesPlaces } from './listing-pages-query.ts';
import { endpointSearchOptions } from '../../lib/route-options.ts';
import { choiceSearch, definedOnly, endpointSearch, type SearchOf } from '../../lib/url-search.ts';
import type { QueryClient } from '@tanstack/react-query';
import { textOf, type QueryOf } from '../../contract/index.ts';
import type { SearchEndpoint } from './filter-form.ts';
import { formForFirstDraw } from './filter-form-code.ts';

const VIEWS = ['list', 'map'] as const;
/**
 * The most pages a link may ask for at once (`pages=20`: the start page and 19 more). Opening such
 * a link asks the data service for each page in turn, so a hand-made link cannot ask for hundreds.
 */
export const MAX_PAGES = 20;
type ListingSearchExtra = {
  view: (typeof VIEWS)[number];
  /** Pages shown from the URL's `page` on: 2 after one "load more". Left out when 1. */
  pages: number;
};
export type ListingSearch<E extends SearchEndpoint> = SearchOf<E, ListingSearchExtra>;

/** `pages` from the URL: a whole number from 2 to MAX_PAGES; 1 (the default) and bad values are dropped. */
export function pagesSearch(raw: unknown): number | undefined {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,3}$/.test(raw.trim()) ? Number(raw) : NaN;
  return Number.isInteger(n) && n >= 2 && n <= MAX_PAGES ? n : undefined;
}

/**
 * `location_id` of a search by area: up to MAX_SEARCH_PLACES place ids, comma-joined, in the
 * order chosen, each once; bad ids and those past the limit are left out (the link notice says
 * so, lib/link-notes.ts). Undefined when none is left.
 */
export function placesSearch(raw: unknown): string | undefined {
  const ids = placeIdsOf(textOf(raw)).slice(0, MAX_SEARCH_PLACES);
  return ids.length ? ids.join(',') : undefined;
}

export function validateListingSearch<E extends SearchEndpoint>(endpoint: E) {
  return (raw: Record<string, unknown>): ListingSearch<E> => {
    const search: ListingSearch<E> = {
      ...endpointSearch(endpoint, raw),
      ...definedOnly({ view: choiceSearch(raw.view, VIEWS), pages: pagesSearch(raw.pages) }),
    };
    // The contract reads one place; a search by area keeps up to five.
    return takesPlaces(endpoint) ? { ...search, ...definedOnly({ location_id: placesSearch(raw.location_id) }) } : search;
  };
}

/**
 * The endpoint query of a route search: without the UI-only values, this route's (list/map, pages)
 * and the root's (unit and currency, which every route's search carries).
 */
export function queryOfSearch<E extends SearchEndpoint>(search: ListingSearch<E>): QueryOf<E> {
  const { view: _view, pages: _pages, ...rest } = search as ListingSearch<E> & Partial<ListingSearchExtra>;
  const display: readonly string[] = DISPLAY_SEARCH_KEYS;
  return Object.fromEntries(Object.entries(rest).filter(([k, v]) => v !== undefined && !display.includes(k))) as QueryOf<E>;
}

/** Loader: start fetching the first page while the route's code loads (not awaited: skeletons show). */
function prefetchListings<E extends SearchEndpoint>(queryClient: QueryClient, endpoint: E, query: QueryOf<E>) {
  if (!(query as { location_id?: string }).location_id) return;
  const merged = mergedQueryOf(endpoint, query);
  if (merged && takesPlaces(endpoint)) prefetchPages(queryClient, mergedPagesQuery(endpoint, merged));
  else prefetchPages(queryClient, apiPagesQuery(endpoint, query));
}

/**
 * What every listing search route declares the same way: its search (validated leniently, the
 * endpoint's defaults left out of the URL) and its loader, which starts the first page, and has
 * the filter form's code here before the page draws where the form shows at once.
 */
export function listingRouteOptions<E extends SearchEndpoint>(endpoint: E) {
  return {
    ...endpointSearchOptions(endpoint, validateListingSearch(endpoint)),
    loaderDeps: ({ search }: { search: ListingSearch<E> }) => queryOfSearch(search),
    loader: ({ context, deps }: { context: { queryClient: QueryClient }; deps: QueryOf<E> }) => {
      prefetchListings(context.queryClient, endpoint, deps);
      return formForFirstDraw(Boolean((deps as { location_id?: string }).location_id));
    },
  };
}
