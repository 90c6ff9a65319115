import { createFileRoute } from '@tanstack/react-router';
import { endpointSearchOptions } from '../lib/route-options.ts';
import { apiQuery, prefetch } from '../lib/queries.ts';
import { trendsSearch } from '../features/market/route-search.ts';
import { TrendsPage } from '../features/market/trends/TrendsPage.tsx';

const searchOptions = endpointSearchOptions('price-trend-of-location', trendsSearch);

export const Route = createFileRoute('/market/trends')({
  staticData: { title: 'Price trend' },
  ...searchOptions,
  loaderDeps: ({ search: { location_id, property_type } }) => ({ location_id, property_type }),
  loader: ({ context, deps }) => {
    if (deps.location_id) prefetch(context.queryClient, apiQuery('price-trend-of-location', deps));
  },
  component: TrendsPage,
});
