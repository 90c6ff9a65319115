import { createFileRoute } from '@tanstack/react-router';
import { endpointSearchOptions } from '../lib/route-options.ts';
import { insightQuery } from '../lib/insights.ts';
import { prefetch } from '../lib/queries.ts';
import { preloadCharts } from '../components/charts/load-chart.tsx';
import { trendsSearch } from '../features/market/route-search.ts';
import { TrendsPage } from '../features/market/trends/TrendsPage.tsx';

const searchOptions = endpointSearchOptions('price-trend-of-location', trendsSearch);

export const Route = createFileRoute('/market/trends')({
  staticData: { title: 'trends' },
  ...searchOptions,
  loaderDeps: ({ search: { location_id, property_type } }) => ({ location_id, property_type }),
  loader: ({ context, deps }) => {
    if (!deps.location_id) return;
    void preloadCharts(); // the charts' code, alongside the data
    // The store's history of the trend (past the service's 12 months once held), and the name.
    prefetch(context.queryClient, insightQuery('insights/price-trend', deps));
    prefetch(context.queryClient, insightQuery('names', { location_id: deps.location_id }));
  },
  component: TrendsPage,
});
