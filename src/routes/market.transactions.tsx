import { createFileRoute } from '@tanstack/react-router';
import { INSIGHT_ENDPOINTS, parseParams } from '../contract/index.ts';
import { definedOnly, lenientSearch, stripParamDefaults, textSearch } from '../lib/url-search.ts';
import { insightQuery } from '../lib/insights.ts';
import { TransactionsPage } from '../features/market/transactions/TransactionsPage.tsx';
import { analysisQuery, RECORD_PARAMS, type RecordsSearch } from '../features/market/transactions/query.ts';

export const Route = createFileRoute('/market/transactions')({
  staticData: { title: 'Transactions' },
  // The search is the records endpoint's query (filters, sort, page) from the contract.
  validateSearch: lenientSearch((raw: Record<string, unknown>): RecordsSearch & { location_name?: string } => ({
    ...parseParams(RECORD_PARAMS, raw, 'lenient').query,
    ...definedOnly({ location_name: textSearch(raw.location_name) }),
  })),
  search: { middlewares: [stripParamDefaults(INSIGHT_ENDPOINTS['insights/transaction-records'].params)] },
  loaderDeps: ({ search: { location_name: _label, ...query } }) => query,
  loader: ({ context, deps }) => {
    // Both requests of the view start here, side by side: the figures and the records' page.
    if (!deps.location_id) return;
    void context.queryClient.prefetchQuery(insightQuery('insights/transactions', analysisQuery(deps)));
    void context.queryClient.prefetchQuery(insightQuery('insights/transaction-records', deps));
  },
  component: TransactionsPage,
});
