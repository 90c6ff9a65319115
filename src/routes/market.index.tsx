import { createFileRoute } from '@tanstack/react-router';
import { lenientSearch } from '../lib/url-search.ts';
import { insightQuery } from '../lib/insights.ts';
import { prefetch } from '../lib/queries.ts';
import { preloadCharts } from '../components/charts/load-chart.tsx';
import { marketOverviewSearch } from '../features/market/route-search.ts';
import { overviewQuery } from '../features/market/transactions/query.ts';
import { MarketOverview } from '../features/market/MarketOverview.tsx';

export const Route = createFileRoute('/market/')({
  staticData: { title: 'market' },
  // Only the location's id: the overview hands it to each analysis; its name comes from the data.
  validateSearch: lenientSearch(marketOverviewSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (!deps.location_id) return;
    // The summary's two requests and the chart's code, side by side.
    void preloadCharts();
    prefetch(context.queryClient, insightQuery('insights/transactions', overviewQuery(deps.location_id)));
    prefetch(context.queryClient, insightQuery('names', { location_id: deps.location_id }));
  },
  component: MarketOverview,
});
