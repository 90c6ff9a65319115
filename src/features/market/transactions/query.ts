/**
 * The transactions view's queries from its URL search. Light on purpose: the route's loader imports
 * it, and anything it imports lands in the first chunk.
 */
import { INSIGHT_ENDPOINTS } from '../../../contract/index.ts';
import type { InsightQuery } from '../../../lib/insights.ts';

/** The view's URL search: the records endpoint's query (filters, sort, page). */
export const RECORD_PARAMS = INSIGHT_ENDPOINTS['insights/transaction-records'].params;
export type RecordsSearch = InsightQuery<'insights/transaction-records'>;

/** The figures' query: the filters only (sort and page are the table's). */
export function analysisQuery({ location_id, transaction_type, property_type, bedrooms, period }: RecordsSearch): InsightQuery<'insights/transactions'> {
  return { location_id, transaction_type, property_type, bedrooms, period };
}
