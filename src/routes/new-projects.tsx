import { createFileRoute } from '@tanstack/react-router';
import { stripEndpointDefaults, lenientSearch } from '../lib/url-search.ts';
import { prefetchListings, queryOfSearch, validateListingSearch } from '../features/listings/route-search.ts';
import { NewProjectsSearchPage } from '../features/listings/pages.tsx';

export const Route = createFileRoute('/new-projects')({
  staticData: { title: 'New projects' },
  validateSearch: lenientSearch(validateListingSearch('search-new-projects')),
  search: { middlewares: [stripEndpointDefaults('search-new-projects')] },
  loaderDeps: ({ search }) => queryOfSearch(search),
  loader: ({ context, deps }) => prefetchListings(context.queryClient, 'search-new-projects', deps),
  component: NewProjectsSearchPage,
});
