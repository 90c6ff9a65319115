/**
 * The typed URL search of the market routes: each view's query, parsed leniently by the contract
 * (ids only: a location's name comes from the data, never from the link), plus what a view keeps
 * beside it (the bedroom category on view). Light on purpose: the routes import it, and what it
 * imports lands in the first chunk.
 */
import { INSIGHT_ENDPOINTS, parseParams } from '../../contract/index.ts';
import { definedOnly, endpointSearch, type SearchOf } from '../../lib/url-search.ts';
import { RECORD_PARAMS, type RecordsSearch } from './transactions/query.ts';

/** `/market`: only the location's id; the overview hands it to each analysis. */
export const marketOverviewSearch = (raw: Record<string, unknown>): { location_id?: string } =>
  definedOnly({ location_id: endpointSearch('price-trend-of-location', raw).location_id });

/** `/market/transactions`: the records endpoint's query (filters, sort, page). */
export const transactionsSearch = (raw: Record<string, unknown>): RecordsSearch => parseParams(RECORD_PARAMS, raw, 'lenient').query;

/** `/market/changes`: the change feed's filters (location, kind of search, days, change, type, bedrooms, price). */
export const changesSearch = (raw: Record<string, unknown>) =>
  parseParams(INSIGHT_ENDPOINTS['insights/listing-changes'].params, raw, 'lenient').query;

/**
 * `/market/trends`: the trend's query; `beds` is the bedroom category on view (or `all`), `asking` the side of
 * the asking-price index (sales unless `rent`), UI state only.
 */
export type TrendsSearch = SearchOf<'price-trend-of-location', { beds: string; asking: 'rent' }>;
export const trendsSearch = (raw: Record<string, unknown>): TrendsSearch => ({
  ...endpointSearch('price-trend-of-location', raw),
  ...definedOnly({
    beds: typeof raw.beds === 'string' && /^(\d{1,2}|all)$/.test(raw.beds) ? raw.beds : undefined,
    asking: raw.asking === 'rent' ? ('rent' as const) : undefined,
  }),
});
