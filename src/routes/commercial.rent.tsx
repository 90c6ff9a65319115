import { createFileRoute } from '@tanstack/react-router';
import { stripEndpointDefaults, lenientSearch } from '../lib/url-search.ts';
import { prefetchListings, queryOfSearch, validateListingSearch } from '../features/listings/route-search.ts';
import { CommercialRentSearchPage } from '../features/listings/pages.tsx';

export const Route = createFileRoute('/commercial/rent')({
  staticData: { title: 'Commercial property for rent' },
  validateSearch: lenientSearch(validateListingSearch('search-commercial-rent')),
  search: { middlewares: [stripEndpointDefaults('search-commercial-rent')] },
  loaderDeps: ({ search }) => queryOfSearch(search),
  loader: ({ context, deps }) => prefetchListings(context.queryClient, 'search-commercial-rent', deps),
  component: CommercialRentSearchPage,
});
