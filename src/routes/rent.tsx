import { createFileRoute } from '@tanstack/react-router';
import { stripEndpointDefaults, lenientSearch } from '../lib/url-search.ts';
import { prefetchListings, queryOfSearch, validateListingSearch } from '../features/listings/route-search.ts';
import { RentSearchPage } from '../features/listings/pages.tsx';

export const Route = createFileRoute('/rent')({
  staticData: { title: 'Properties for rent' },
  validateSearch: lenientSearch(validateListingSearch('search-rent')),
  search: { middlewares: [stripEndpointDefaults('search-rent')] },
  loaderDeps: ({ search }) => queryOfSearch(search),
  loader: ({ context, deps }) => prefetchListings(context.queryClient, 'search-rent', deps),
  component: RentSearchPage,
});
