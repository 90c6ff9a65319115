/**
 * The transactions view's queries from its URL search. Light on purpose: the route's loader imports
 * it, and anything it imports lands in the first chunk.
 */
import { INSIGHT_ENDPOINTS } from '../../../contract/index.ts';
import type { InsightQuery } from '../../../lib/insights.ts';
import { paramDefault } from '../../../lib/url-search.ts';

/** The view's URL search: the records endpoint's query (filters, sort, page). */
export const RECORD_PARAMS = INSIGHT_ENDPOINTS['insights/transaction-records'].params;
export type RecordsSearch = InsightQuery<'insights/transaction-records'>;

/** The contract's defaults, which the controls show while the URL leaves them out. */
export const DEFAULT_TRANSACTION_TYPE = paramDefault(RECORD_PARAMS, 'transaction_type');
export const DEFAULT_PERIOD = paramDefault(RECORD_PARAMS, 'period');

/** The overview's figures of a location: its sales over the default period. */
export const overviewQuery = (location_id: string): InsightQuery<'insights/transactions'> => ({
  location_id,
  transaction_type: DEFAULT_TRANSACTION_TYPE,
  period: DEFAULT_PERIOD,
});

/** The figures' query: the filters only (sort and page are the table's). */
export function analysisQuery({
  location_id,
  transaction_type,
  property_type,
  bedrooms,
  period,
}: RecordsSearch): InsightQuery<'insights/transactions'> {
  return { location_id, transaction_type, property_type, bedrooms, period };
}
