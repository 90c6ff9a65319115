import { createFileRoute } from '@tanstack/react-router';
import { definedOnly, endpointSearch, stripEndpointDefaults, textSearch, type SearchOf, lenientSearch } from '../lib/url-search.ts';
import { apiQuery, prefetch } from '../lib/queries.ts';
import { TrendsPage } from '../features/market/trends/TrendsPage.tsx';

/** `beds` is the bedroom category on view: UI state, not a service parameter. */
export const Route = createFileRoute('/market/trends')({
  staticData: { title: 'Price trend' },
  validateSearch: lenientSearch((raw: Record<string, unknown>): SearchOf<'price-trend-of-location', { location_name: string; beds: string }> => ({
    ...endpointSearch('price-trend-of-location', raw),
    ...definedOnly({
      location_name: textSearch(raw.location_name),
      beds: typeof raw.beds === 'string' && /^\d{1,2}$/.test(raw.beds) ? raw.beds : undefined,
    }),
  })),
  search: { middlewares: [stripEndpointDefaults('price-trend-of-location')] },
  loaderDeps: ({ search: { location_id, property_type } }) => ({ location_id, property_type }),
  loader: ({ context, deps }) => {
    if (deps.location_id) prefetch(context.queryClient, apiQuery('price-trend-of-location', deps));
  },
  component: TrendsPage,
});
