import { createFileRoute } from '@tanstack/react-router';
import { definedOnly, endpointSearch, stripEndpointDefaults, type SearchOf, lenientSearch } from '../lib/url-search.ts';
import { insightQuery } from '../lib/insights.ts';
import { TrendsPage } from '../features/market/trends/TrendsPage.tsx';

/** `beds` is the bedroom category on view: UI state, not a service parameter. */
export const Route = createFileRoute('/market/trends')({
  staticData: { title: 'Price trend' },
  validateSearch: lenientSearch((raw: Record<string, unknown>): SearchOf<'price-trend-of-location', { beds: string }> => ({
    ...endpointSearch('price-trend-of-location', raw),
    ...definedOnly({
      beds: typeof raw.beds === 'string' && /^\d{1,2}$/.test(raw.beds) ? raw.beds : undefined,
    }),
  })),
  search: { middlewares: [stripEndpointDefaults('price-trend-of-location')] },
  loaderDeps: ({ search: { location_id, property_type } }) => ({ location_id, property_type }),
  loader: ({ context, deps }) => {
    if (!deps.location_id) return;
    void import('../components/charts/CartesianChart.tsx'); // the charts' code, alongside the data
    // The store's history of the trend (past the service's 12 months once held), and the name.
    void context.queryClient.prefetchQuery(insightQuery('insights/price-trend', deps));
    void context.queryClient.prefetchQuery(insightQuery('names', { location_id: deps.location_id }));
  },
  component: TrendsPage,
});
