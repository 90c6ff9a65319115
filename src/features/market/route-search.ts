/**
 * The typed URL search of the market routes: each endpoint's own parameters, parsed leniently by
 * the contract, plus what the views keep beside them (the picked location's name, the bedroom
 * category on view). Light on purpose: the routes import it, and what it imports lands in the
 * first chunk.
 */
import { definedOnly, endpointSearch, textSearch, type SearchOf } from '../../lib/url-search.ts';

type Labelled = { location_name: string };

/** `/market`: only the location; the overview hands it to each analysis. */
export const marketOverviewSearch = (raw: Record<string, unknown>): { location_id?: string; location_name?: string } =>
  definedOnly({
    location_id: endpointSearch('price-trend-of-location', raw).location_id,
    location_name: textSearch(raw.location_name),
  });

export type TransactionsSearch = SearchOf<'get-get-transactions', Labelled>;
export const transactionsSearch = (raw: Record<string, unknown>): TransactionsSearch => ({
  ...endpointSearch('get-get-transactions', raw),
  ...definedOnly({ location_name: textSearch(raw.location_name) }),
});

/** `beds` is the bedroom category on view: UI state, not a service parameter. */
export type TrendsSearch = SearchOf<'price-trend-of-location', Labelled & { beds: string }>;
export const trendsSearch = (raw: Record<string, unknown>): TrendsSearch => ({
  ...endpointSearch('price-trend-of-location', raw),
  ...definedOnly({
    location_name: textSearch(raw.location_name),
    beds: typeof raw.beds === 'string' && /^\d{1,2}$/.test(raw.beds) ? raw.beds : undefined,
  }),
});
