/**
 * The transactions view's query from its URL search. Light on purpose: the route's loader imports
 * it, and anything it imports lands in the first chunk.
 */
import type { QueryOf, TransactionType } from '../../../contract/index.ts';
import { defaultParam } from '../../../lib/url-search.ts';

/** Sold unless the URL says rented: the view always shows one of the two. */
export const DEFAULT_TRANSACTION_TYPE: TransactionType = 'sold';

/** The contract's defaults the controls show while the URL leaves them out. */
export const DEFAULT_PERIOD = defaultParam('get-get-transactions', 'period');
export const DEFAULT_SORT = defaultParam('get-get-transactions', 'sort');

export function transactionQuery(search: QueryOf<'get-get-transactions'>): QueryOf<'get-get-transactions'> {
  return { ...search, transaction_type: search.transaction_type ?? DEFAULT_TRANSACTION_TYPE };
}

/**
 * Pages gathered for the statistics of one sample (the view gathers two: 12 months of sales and of
 * rentals, newest first, and cuts shorter periods from them), and for a CSV export. Every page is
 * a request to a metered service, so the samples stop at a cap. At the embedded service's 50 records a page
 * that is the 2,000 most recent transactions: a year of Dubai Marina sales (~1,800) fits whole;
 * its rentals (~2,400) are the most recent 2,000, and the view says so.
 */
export const ANALYSIS_MAX_PAGES = 40;
export const EXPORT_MAX_PAGES = 60;
