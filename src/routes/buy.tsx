import { createFileRoute } from '@tanstack/react-router';
import { definedOnly, endpointSearch, stripEndpointDefaults, textSearch, type SearchOf } from '../lib/url-search.ts';
import { apiQuery } from '../lib/queries.ts';
import { BuySearchPage } from '../features/listings/BuySearchPage.tsx';

export const Route = createFileRoute('/buy')({
  validateSearch: (raw: Record<string, unknown>): SearchOf<'search-buy', { location_name: string }> => ({
    ...endpointSearch('search-buy', raw),
    ...definedOnly({ location_name: textSearch(raw.location_name) }),
  }),
  search: { middlewares: [stripEndpointDefaults('search-buy')] },
  loaderDeps: ({ search: { location_name: _label, ...query } }) => query,
  loader: ({ context, deps }) => {
    if (deps.location_id) void context.queryClient.prefetchQuery(apiQuery('search-buy', deps));
  },
  component: BuySearchPage,
});
