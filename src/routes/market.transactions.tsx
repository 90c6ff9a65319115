import { createFileRoute } from '@tanstack/react-router';
import { INSIGHT_ENDPOINTS, parseParams } from '../contract/index.ts';
import { lenientSearch, stripParamDefaults } from '../lib/url-search.ts';
import { insightQuery } from '../lib/insights.ts';
import { TransactionsPage } from '../features/market/transactions/TransactionsPage.tsx';
import { analysisQuery, RECORD_PARAMS, type RecordsSearch } from '../features/market/transactions/query.ts';

export const Route = createFileRoute('/market/transactions')({
  staticData: { title: 'Transactions' },
  // The search is the records endpoint's query (filters, sort, page) from the contract.
  // Ids only: the location's name comes from the data (/api/names), never from the link.
  validateSearch: lenientSearch((raw: Record<string, unknown>): RecordsSearch => parseParams(RECORD_PARAMS, raw, 'lenient').query),
  search: { middlewares: [stripParamDefaults(INSIGHT_ENDPOINTS['insights/transaction-records'].params)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // The view's three requests start here, side by side: figures, the records' page, the name.
    if (!deps.location_id) return;
    // The charts' code downloads while the figures are computed, not after they arrive.
    void import('../components/charts/CartesianChart.tsx');
    void context.queryClient.prefetchQuery(insightQuery('insights/transactions', analysisQuery(deps)));
    void context.queryClient.prefetchQuery(insightQuery('insights/transaction-records', deps));
    void context.queryClient.prefetchQuery(insightQuery('names', { location_id: deps.location_id }));
  },
  component: TransactionsPage,
});
