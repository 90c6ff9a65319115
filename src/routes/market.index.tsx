import { createFileRoute } from '@tanstack/react-router';
import { definedOnly, endpointSearch, lenientSearch } from '../lib/url-search.ts';
import { insightQuery } from '../lib/insights.ts';
import { MarketOverview } from '../features/market/MarketOverview.tsx';

export const Route = createFileRoute('/market/')({
  staticData: { title: 'Market' },
  // Only the location's id: the overview hands it to each analysis; its name comes from the data.
  validateSearch: lenientSearch((raw: Record<string, unknown>): { location_id?: string } =>
    definedOnly({ location_id: endpointSearch('price-trend-of-location', raw).location_id })),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (!deps.location_id) return;
    // The summary's two requests and the chart's code, side by side.
    void import('../components/charts/CartesianChart.tsx');
    void context.queryClient.prefetchQuery(insightQuery('insights/transactions', { location_id: deps.location_id, transaction_type: 'sold', period: '1y' }));
    void context.queryClient.prefetchQuery(insightQuery('names', { location_id: deps.location_id }));
  },
  component: MarketOverview,
});
