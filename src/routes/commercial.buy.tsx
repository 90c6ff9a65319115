import { createFileRoute } from '@tanstack/react-router';
import { stripEndpointDefaults, lenientSearch } from '../lib/url-search.ts';
import { prefetchListings, queryOfSearch, validateListingSearch } from '../features/listings/route-search.ts';
import { CommercialBuySearchPage } from '../features/listings/pages.tsx';

export const Route = createFileRoute('/commercial/buy')({
  staticData: { title: 'Commercial property for sale' },
  validateSearch: lenientSearch(validateListingSearch('search-commercial-buy')),
  search: { middlewares: [stripEndpointDefaults('search-commercial-buy')] },
  loaderDeps: ({ search }) => queryOfSearch(search),
  loader: ({ context, deps }) => prefetchListings(context.queryClient, 'search-commercial-buy', deps),
  component: CommercialBuySearchPage,
});
