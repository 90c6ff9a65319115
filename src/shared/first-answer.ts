/**
 * The first answer a page asks our server for, known from its URL alone, so the page's HTML can
 * name it (`<link rel="preload" as="fetch">`, server/plugins/page-html.ts) and the browser fetches
 * it beside the app's code rather than once the code has run (issue 24: a search page's first
 * card photo, or a listing's, its largest paint, waited for the code, then the answer, then the
 * render).
 *
 * The URL must be the one the page will ask, to the byte: a preload the page does not use is a
 * request for nothing (counted against the reader's limit). So it is made by the code the page
 * makes it with (the contract's lenient reading and canonical wire form, `apiPath`), and only for a
 * search the URL states plainly: one place, given as its bare id.
 */
import { ENDPOINTS, apiPath, isRecordId, parseQuery, searchRecord, type EndpointName } from '../contract/index.ts';
import { routePattern, type AppRoutePath } from './app-routes.ts';

/** The search pages and the endpoint each lists (src/routes: `listingRouteOptions`). */
export const SEARCH_ROUTES = {
  '/buy': 'search-buy',
  '/rent': 'search-rent',
  '/commercial/buy': 'search-commercial-buy',
  '/commercial/rent': 'search-commercial-rent',
  '/new-projects': 'search-new-projects',
} as const satisfies Partial<Record<AppRoutePath, EndpointName>>;

/** A listing's page asks for the listing first (src/routes/property.$propertyId.tsx). */
const LISTING_PAGE = routePattern('/property/$propertyId', true);

/**
 * The first answer a page asks, or null where its URL alone does not say (see `searchAnswerPath`).
 * `route` is the page's route (`appRouteOf(pathname)`).
 */
export function firstAnswerPath(route: AppRoutePath, pathname: string, search: string): string | null {
  if (route !== '/property/$propertyId') return searchAnswerPath(route, search);
  const id = LISTING_PAGE.exec(pathname)?.[1];
  return id && isRecordId('listing', id) ? apiPath('property-details', { property_id: id }) : null;
}

/**
 * The path of the first page of results a search page asks (`/api/search-buy?location_id=50&page=1&sort=newest`),
 * or null where the page asks none from its URL alone: no place (nothing is searched), several (our
 * merged endpoint searches them, page by page), or a place id written otherwise.
 */
function searchAnswerPath(route: AppRoutePath, search: string): string | null {
  const endpoint = route in SEARCH_ROUTES ? SEARCH_ROUTES[route as keyof typeof SEARCH_ROUTES] : undefined;
  if (!endpoint) return null;
  const raw = searchRecord(search);
  if (!isRecordId('place', raw.location_id ?? '')) return null;
  const { query } = parseQuery(endpoint, raw, 'lenient');
  // Load more starts from the URL's page (src/lib/queries.ts `apiPagesQuery`).
  const page = query.page ?? ENDPOINTS[endpoint].pageBase;
  return apiPath(endpoint, { ...query, page });
}
