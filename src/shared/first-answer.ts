/**
 * The answers a page asks our server for first, known from its URL alone (issue 24: a page's
 * largest paint, a card's or a listing's photo, a market summary, a developer's profile, waited for
 * the code, then the answer, then the render):
 * - a search's first page of results, a listing, an agent's or a brokerage's listings: one answer
 *   of the service's (`firstAnswer`), which the page's HTML names (`<link rel="preload"
 *   as="fetch">`, server/plugins/page-html.ts) so the browser fetches it beside the app's code;
 * - a developer or a project, found by reading the service's lists (`firstLookup`);
 * - a market page's figures and place name, from the market store (`firstInsights`).
 * Where the server holds them without asking anyone, it draws the page's first view with them and
 * hands them over in the page (`HeldAnswer`).
 *
 * Each must be the page's own, to the byte (a URL) or to the key (a query): a preload the page does
 * not use is a request for nothing (counted against the reader's limit), and an answer handed over
 * under another key is asked for again. So each is made by the code the page makes it with (the
 * contract's lenient reading and canonical wire form, `apiPath`), and only where the URL states it
 * plainly (one place, given as its bare id; a record id of the right form).
 */
import {
  DEVELOPER_LOCATIONS,
  ENDPOINTS,
  INSIGHT_ENDPOINTS,
  apiPath,
  isRecordId,
  parseParams,
  parseQuery,
  searchRecord,
  type EndpointName,
  type QueryOf,
  type QueryOfParams,
} from '../contract/index.ts';
import { routePattern, type AppRoutePath } from './app-routes.ts';
import type { Lookup } from './record-lookup.ts';

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
 * An agent's or a brokerage's page asks for their listings first, by the id in its path and the
 * listing parameters of its URL (src/features/directory/queries.ts `ownerListingsCall`).
 */
const OWNER_PAGES = {
  '/agents/$agentId': { endpoint: 'agent-properties', idParam: 'agent_id', kind: 'agent', path: routePattern('/agents/$agentId', true) },
  '/brokers/$brokerId': {
    endpoint: 'broker-properties',
    idParam: 'broker_id',
    kind: 'broker',
    path: routePattern('/brokers/$brokerId', true),
  },
} as const;

type SearchEndpoint = (typeof SEARCH_ROUTES)[keyof typeof SEARCH_ROUTES];
/** The endpoints a page's first answer is one answer of (not a list paged by "load more"). */
export type SingleEndpoint = 'property-details' | (typeof OWNER_PAGES)[keyof typeof OWNER_PAGES]['endpoint'];

/** A page's first answer: the listing, an owner's listings, or the first page of a search's results. */
export type FirstAnswer =
  | { [E in SingleEndpoint]: { endpoint: E; query: QueryOf<E> } }[SingleEndpoint]
  | { [E in SearchEndpoint]: { endpoint: E; query: QueryOf<E> } }[SearchEndpoint];

/** Whether an answer is one answer of its endpoint, not the first page of "load more" pages. */
export const isSingle = (a: FirstAnswer): a is Extract<FirstAnswer, { endpoint: SingleEndpoint }> =>
  a.endpoint === 'property-details' || Object.values(OWNER_PAGES).some((o) => o.endpoint === a.endpoint);

/**
 * The first answer a page asks, or null where its URL alone does not say (see `searchAnswer`).
 * `route` is the page's route (`appRouteOf(pathname)`).
 */
export function firstAnswer(route: AppRoutePath, pathname: string, search: string): FirstAnswer | null {
  if (route in OWNER_PAGES) return ownerAnswer(OWNER_PAGES[route as keyof typeof OWNER_PAGES], pathname, search);
  if (route !== '/property/$propertyId') return searchAnswer(route, search);
  const id = LISTING_PAGE.exec(pathname)?.[1];
  return id && isRecordId('listing', id) ? { endpoint: 'property-details', query: { property_id: id } } : null;
}

/** An owner's listings as their page asks them: the id from the path, category, sort and page from the URL. */
function ownerAnswer(owner: (typeof OWNER_PAGES)[keyof typeof OWNER_PAGES], pathname: string, search: string): FirstAnswer | null {
  const id = owner.path.exec(pathname)?.[1];
  if (!id || !isRecordId(owner.kind, id)) return null;
  // Both endpoints take the same listing parameters, read as the page reads them.
  const { category, sort, page } = parseQuery('agent-properties', searchRecord(search), 'lenient').query;
  const listing = Object.fromEntries(Object.entries({ category, sort, page }).filter(([, v]) => v !== undefined));
  return { endpoint: owner.endpoint, query: { [owner.idParam]: id, ...listing } };
}

/** The path the page asks its first answer at (`/api/search-buy?location_id=50&page=1&sort=newest`). */
export const answerPath = (a: FirstAnswer): string => apiPath<EndpointName>(a.endpoint, a.query);

/**
 * The first page of results a search page asks, or null where the page asks none from its URL
 * alone: no place (nothing is searched), several (our merged endpoint searches them, page by
 * page), or a place id written otherwise.
 */
function searchAnswer(route: AppRoutePath, search: string): FirstAnswer | null {
  const endpoint = route in SEARCH_ROUTES ? SEARCH_ROUTES[route as keyof typeof SEARCH_ROUTES] : undefined;
  if (!endpoint) return null;
  const raw = searchRecord(search);
  if (!isRecordId('place', raw.location_id ?? '')) return null;
  const { query } = parseQuery(endpoint, raw, 'lenient');
  // Load more starts from the URL's page (src/lib/queries.ts `apiPagesQuery`).
  const page = query.page ?? ENDPOINTS[endpoint].pageBase;
  return { endpoint, query: { ...query, page } } as FirstAnswer;
}

/**
 * The store's figures a market page draws first (src/routes: market.index.tsx, market.trends.tsx),
 * with the place's name beside them. Our own answers, read from the market store: where the store
 * holds them (whole, or in part while collecting), the server draws the page's first view with them
 * and hands them over as it does a held search's answer, so the summary and its chart's words are in
 * the HTML (issue 24: the market overview's and trend's largest paint waited for the code, then
 * these answers).
 */
const MARKET_ROUTES = {
  '/market/': 'insights/transactions',
  '/market/trends': 'insights/price-trend',
} as const satisfies Partial<Record<AppRoutePath, string>>;

/** The store's answers a page may be drawn with. */
type HeldInsight = (typeof MARKET_ROUTES)[keyof typeof MARKET_ROUTES] | 'names';

/** One of the store's answers a page asks first: its endpoint and query, as the page asks it. */
export type InsightFirstAnswer = {
  [N in HeldInsight]: { insight: N; query: QueryOfParams<(typeof INSIGHT_ENDPOINTS)[N]['params']> };
}[HeldInsight];

/**
 * The store's answers a market page asks first, from its URL alone: its figures and its place's
 * name; none without one place given as its bare id. Each query holds only what the URL states
 * (the contract's defaults fill the rest where it is asked or answered: `toWireParams`), so it is
 * the page's own to the key.
 */
export function firstInsights(route: AppRoutePath, search: string): InsightFirstAnswer[] {
  const figures = route in MARKET_ROUTES ? MARKET_ROUTES[route as keyof typeof MARKET_ROUTES] : undefined;
  const raw = searchRecord(search);
  const location_id = raw.location_id ?? '';
  if (!figures || !isRecordId('place', location_id)) return [];
  const name: InsightFirstAnswer = { insight: 'names', query: { location_id } };
  if (figures === 'insights/transactions') return [{ insight: figures, query: { location_id } }, name];
  // The trend's type as the page reads it: leniently, a type it does not know left to the default.
  const { property_type } = parseParams(
    INSIGHT_ENDPOINTS[figures].params,
    { location_id, property_type: raw.property_type ?? '' },
    'lenient',
  ).query;
  return [{ insight: figures, query: property_type ? { location_id, property_type } : { location_id } }, name];
}

/**
 * The name a search's or an owner's page is titled with, asked beside its first answer: the place
 * searched ("Properties for sale in Dubai Marina"), the agent or the brokerage. Where the store
 * names it, the page's first view is drawn with it and the app has it from the start: it asked for
 * it after the search's answers, then drew the whole page again when it came (at 4x, seconds
 * later). None where the URL states no single place as its bare id.
 */
export function firstNames(route: AppRoutePath, pathname: string, search: string): InsightFirstAnswer[] {
  if (route in OWNER_PAGES) {
    const owner = OWNER_PAGES[route as keyof typeof OWNER_PAGES];
    const id = owner.path.exec(pathname)?.[1];
    if (!id || !isRecordId(owner.kind, id)) return [];
    return [{ insight: 'names', query: owner.kind === 'agent' ? { agent_id: id } : { broker_id: id } }];
  }
  const location_id = searchRecord(search).location_id ?? '';
  return route in SEARCH_ROUTES && isRecordId('place', location_id) ? [{ insight: 'names', query: { location_id } }] : [];
}

const DEVELOPER_PAGE = routePattern('/developers/$developerId', true);
const PROJECT_PAGE = routePattern('/new-projects/$projectId', true);

/**
 * The record a developer's or a project's page finds first by reading the service's lists
 * (src/shared/record-lookup.ts), from its URL as the page reads it: the id, and where the link
 * says to look (a developer's emirate, a project's search). Null where the page looks for none.
 */
export function firstLookup(route: AppRoutePath, pathname: string, search: string): Lookup | null {
  const raw = searchRecord(search);
  if (route === '/developers/$developerId') {
    const id = DEVELOPER_PAGE.exec(pathname)?.[1];
    if (!id || !isRecordId('developer', id)) return null;
    const hint = DEVELOPER_LOCATIONS.find((l) => l === raw.location);
    return { lookup: 'developer', query: hint ? { id, hint } : { id } };
  }
  if (route === '/new-projects/$projectId') {
    const id = PROJECT_PAGE.exec(pathname)?.[1];
    const { query } = parseQuery('search-new-projects', raw, 'lenient');
    return id && isRecordId('project', id) && query.location_id ? { lookup: 'project', query: { id, search: query } } : null;
  }
  return null;
}

/** Any answer a page's first view may be drawn with: the service's (through our cache), a record found in its lists, or the store's. */
export type PageAnswer = FirstAnswer | Lookup | InsightFirstAnswer;

export const isInsight = (answer: PageAnswer): answer is InsightFirstAnswer => 'insight' in answer;
export const isLookup = (answer: PageAnswer): answer is Lookup => 'lookup' in answer;

/**
 * A page's first answer as the server holds it, fresh (a search's or listing's in the proxy's
 * cache; the store's figures where it holds them): the page's first view is drawn with it,
 * and it is handed to the app in the page (`<script type="application/json" id="first-answer">`,
 * every held answer of the page), so neither waits for the answer and the page asks for it no
 * more. `body` as the server sends it, `storedAt` when it was (ms).
 */
export interface HeldAnswer {
  answer: PageAnswer;
  body: unknown;
  storedAt: number;
}

/** The id of the element a page's held answers are in. */
export const HELD_ANSWER_ID = 'first-answer';

/** A page's held answers as JSON safe inside a `<script>` element (no `<` to end it early). */
export const heldAnswerJson = (held: readonly HeldAnswer[]): string => JSON.stringify(held).replaceAll('<', '\\u003c');

/**
 * The photo that is the page's largest paint, from its first answer: the listing's or project's
 * first, or the first result's (the one `Img` loads first, `priority`: Gallery.tsx, ResultsList.tsx). Only a
 * path of our own: the page's policy loads images from nowhere else (server/plugins/security.ts),
 * and a photo it refuses is better not asked for twice. Null when the answer has none. `body` is
 * the answer as sent (JSON), read for this alone.
 */
export function leadPhoto(body: unknown): string | null {
  const answer = body as { data?: unknown; project?: unknown } | null;
  const data = answer?.data ?? answer?.project;
  const lead = (Array.isArray(data) ? data[0] : data) as { images?: unknown } | undefined;
  const photo = Array.isArray(lead?.images) ? (lead.images[0] as unknown) : undefined;
  return typeof photo === 'string' && /^\/(?!\/)/.test(photo) ? photo : null;
}
