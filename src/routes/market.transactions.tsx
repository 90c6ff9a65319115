import { createFileRoute } from '@tanstack/react-router';
import { INSIGHT_ENDPOINTS } from '../contract/index.ts';
import { lenientSearch, stripParamDefaults } from '../lib/url-search.ts';
import { insightQuery } from '../lib/insights.ts';
import { prefetch } from '../lib/queries.ts';
import { preloadCharts } from '../components/charts/load-chart.tsx';
import { transactionsSearch } from '../features/market/route-search.ts';
import { analysisQuery } from '../features/market/transactions/query.ts';
import { TransactionsPage } from '../features/market/transactions/TransactionsPage.tsx';

export const Route = createFileRoute('/market/transactions')({
  staticData: { title: 'transactions' },
  // Ids only: the location's name comes from the data (/api/names), never from the link.
  validateSearch: lenientSearch(transactionsSearch),
  search: { middlewares: [stripParamDefaults(INSIGHT_ENDPOINTS['insights/transaction-records'].params)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // The view's three requests start here, side by side: figures, the records' page, the name.
    if (!deps.location_id) return;
    // The charts' code downloads while the figures are computed, not after they arrive.
    void preloadCharts();
    prefetch(context.queryClient, insightQuery('insights/transactions', analysisQuery(deps)));
    prefetch(context.queryClient, insightQuery('insights/transaction-records', deps));
    prefetch(context.queryClient, insightQuery('names', { location_id: deps.location_id }));
  },
  component: TransactionsPage,
});
