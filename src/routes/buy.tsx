import { createFileRoute } from '@tanstack/react-router';
import { stripEndpointDefaults, lenientSearch } from '../lib/url-search.ts';
import { prefetchListings, queryOfSearch, validateListingSearch } from '../features/listings/route-search.ts';
import { BuySearchPage } from '../features/listings/pages.tsx';

export const Route = createFileRoute('/buy')({
  staticData: { title: 'Properties for sale' },
  validateSearch: lenientSearch(validateListingSearch('search-buy')),
  search: { middlewares: [stripEndpointDefaults('search-buy')] },
  loaderDeps: ({ search }) => queryOfSearch(search),
  loader: ({ context, deps }) => prefetchListings(context.queryClient, 'search-buy', deps),
  component: BuySearchPage,
});
