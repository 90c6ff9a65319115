/**
 * The words the API reference (server/openapi/document.ts) says of each endpoint: its summary and
 * the rules its parameter table cannot say. Kept apart from the tables themselves (endpoints.ts,
 * insights.ts), which the browser's first load carries to build URLs and read links: these words
 * are for the document's readers only, and never reach the browser.
 */
import { MAX_AREA_IDS } from './areas.ts';
import { ENDPOINTS, type EndpointName } from './endpoints.ts';
import { LISTING_SEARCH_OF, NAMES_BATCH_MAX_IDS, type InsightEndpointName } from './insights.ts';

export interface EndpointDoc {
  summary: string;
  /** Rules the parameter table cannot say. */
  description?: string;
}

/** The data service's 17, in the words of its contract. */
export const SERVICE_ENDPOINT_DOCS: Record<EndpointName, EndpointDoc> = {
  'search-buy': { summary: 'Residential properties for sale' },
  'search-rent': { summary: 'Residential properties for rent' },
  'search-commercial-rent': { summary: 'Commercial properties for rent' },
  'search-commercial-buy': { summary: 'Commercial properties for sale' },
  'search-new-projects': { summary: 'Off-plan and new development projects' },
  'broker-properties': { summary: 'Properties of one brokerage' },
  'agent-properties': { summary: 'Properties of one agent' },
  'get-get-transactions': { summary: 'Sold or rented transactions of a location' },
  'get-registry-transactions': { summary: 'Abu Dhabi registry sales records' },
  'property-details': { summary: 'One listing in full' },
  'search-agents': { summary: 'Agent directory' },
  'search-agents-detailed': { summary: 'Agent directory, detailed records (higher plan)' },
  'search-brokers': { summary: 'Brokerage directory' },
  'search-brokers-detailed': { summary: 'Brokerage directory, detailed records' },
  'autocomplete-location': { summary: 'Location suggestions and their ids' },
  'real-estate-developer': { summary: 'Developers of one emirate' },
  'price-trend-of-location': { summary: 'Monthly price trend of a location, community against tower' },
};

/** A saved search's Atom feed (`feeds/search-*.atom`). */
const feedDoc = (endpoint: keyof typeof LISTING_SEARCH_OF): EndpointDoc => ({
  summary: `An Atom feed of a saved ${ENDPOINTS[endpoint].path.slice(1)}: its new listings and price changes as Dar saw them`,
  description:
    "The feed URL carries the search's canonical query only; nothing personal is stored. Reading the feed keeps the search watched: Dar's collector re-reads its first page at most once an hour, within the operator's daily page budget. Answers are cached for 15 minutes.",
});

/** A search over several places (`merged/search-*`). */
const mergedDoc = (endpoint: keyof typeof LISTING_SEARCH_OF): EndpointDoc => ({
  summary: `One ${ENDPOINTS[endpoint].path.slice(1)} over up to ${MAX_AREA_IDS} places: each place's page of results, merged in the order the places are given, each listing once`,
  description: `\`location_id\` is a comma-separated list of 1 to ${MAX_AREA_IDS} place ids (\`location_id=50,51,52\`), in the order their results are merged; a repeated id counts once. Page N holds page N of each place's search, one after the other, with a listing already on the page left out; \`places\` says per place what its page held and whether its results have ended. The service gives no totals, so none is given. Each place's page is read through the same cache as \`/api/${endpoint}\` and each page not held counts against the client's limit; a place whose previous page came back empty (and is held) is not asked again.`,
});

/** Our own endpoints (insights.ts). */
export const INSIGHT_ENDPOINT_DOCS: Record<InsightEndpointName, EndpointDoc> = {
  'insights/transactions': {
    summary:
      "Figures of a location's transactions from the store: count, median, quartiles, momentum, monthly median and volume, prices and gross yields by bedrooms, coverage",
  },
  'insights/transaction-records': { summary: 'The stored transactions of the same filters, one page at a time' },
  'insights/transactions.csv': { summary: 'The stored transactions of the same filters as CSV, streamed' },
  'insights/price-context': {
    summary: 'Where a price sits among the stored transactions of the same location, type and bedrooms (12 months)',
  },
  'insights/price-trend': {
    summary: 'Monthly price levels of a location, community against tower, every month the store holds (the service shows 12)',
  },
  'insights/registry': {
    summary:
      'Abu Dhabi registry sales kept by the store: median sale price and number of sales per month and per district, with what the store holds',
  },
  'insights/collection': {
    summary:
      "Where the market store's collecting stands for a location: per transaction type what is held (records, first and last day), complete or not, its place in the queue, and when it is expected to be complete; and the day's page budget",
  },
  'insights/listing-changes': {
    summary:
      'New listings and price reductions in a place since a number of days, among the listings Dar has seen there: reductions first, the largest first, then new listings',
    description:
      'From what Dar recorded of the listings its answers carried (no call to the data service): a listing is new when first seen in the window at least a day after Dar began reading the place. `listingsSeen` and `watchedSince` say the sample. At most 200 rows; `total` counts them all (the CSV has them all).',
  },
  'insights/listing-changes.csv': { summary: 'The same changes as CSV, every row' },
  'insights/asking-prices': {
    summary:
      'The asking-price index of a place: the median asking price per sqft of the listings Dar saw each week, per property type, sales and yearly rents apart',
    description:
      'From what Dar recorded of the listings its answers carried (no call to the data service). A listing counts in each week between when Dar first and last saw it under the place, at the price asked at the end of that week; rents only when asked per year; listings without a size are left out. A week with fewer than `minWeekListings` listings has no median (`medianPerSqft` null), its count kept. `listings` counts the distinct listings behind the medians: the sample.',
  },
  'feeds/search-buy.atom': feedDoc('search-buy'),
  'feeds/search-rent.atom': feedDoc('search-rent'),
  'feeds/search-commercial-buy.atom': feedDoc('search-commercial-buy'),
  'feeds/search-commercial-rent.atom': feedDoc('search-commercial-rent'),
  'merged/search-buy': mergedDoc('search-buy'),
  'merged/search-rent': mergedDoc('search-rent'),
  'merged/search-commercial-buy': mergedDoc('search-commercial-buy'),
  'merged/search-commercial-rent': mergedDoc('search-commercial-rent'),
  'insights/listing-history': {
    summary:
      'What listings have done since Dar first saw them: first and last seen, each price seen (with its period), the last reduction or rise, gone, new',
    description:
      'Dar records every listing in the answers it passes on (searches, agent and brokerage lists, details). Times are when Dar saw them, not the listing dates. A listing is `isNew` when first seen in the last 7 days, at least a day after Dar began reading a place it is listed in. An id Dar never saw is absent from `listings`.',
  },
  names: {
    summary:
      "The names the data gives a location, agent or brokerage id (learned from the service's answers), so no name comes from a link",
    description: 'An id the data never named is absent from the answer.',
  },
  'names/batch': {
    summary: "The names the data gives several ids of one kind (a page of cards' brokerages), in one request",
    description: `\`ids\`: 1 to ${NAMES_BATCH_MAX_IDS}, comma-separated. An id the data never named is absent from \`names\`.`,
  },
  'names/search': {
    summary:
      "Agents or brokerages whose name holds every word given, among those the data has named so far (learned from the directories' and listings' answers); no call to the data service",
    description:
      '`q` needs at least 2 letters (besides spaces); each of its words must appear in the name, in any case. Names that start with the first word come first, then by name. `known` says how many of that kind the data has named so far: the search covers those, not every agent or brokerage there is.',
  },
  places: {
    summary:
      "The place catalogue: every community and tower the data names, with its id, coordinates, parent and emirate (from the service's hierarchy, the shipped reference resolved to the service's ids, and the answers passing through)",
    description:
      'Without `emirate`, every place held, including places learned from answers whose emirate is not known (`emirate: null`). Costs no call to the data service.',
  },
  'insights/areas': {
    summary:
      'Area figures per place for one property type and bedroom count: price level and 12-month change, asking price and rent per sqft and the gross yield they imply, registered sales, supply by delivery year; each with its sample size, window and as-of time, or null while it is not collected yet',
    description: `Figures are collected in the background by the market store's collector, within its daily budget; asking never spends a call. \`ids\` (comma-separated, at most ${MAX_AREA_IDS}) answers those places, in that order, and moves the ones not collected yet to the front of the queue; an id not in the catalogue is a 400 naming it. Without \`ids\`, every community of \`emirate\` (or of all emirates).`,
  },
};
