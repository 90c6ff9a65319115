import { createFileRoute } from '@tanstack/react-router';
import { apiQuery, prefetch } from '../lib/queries.ts';
import { stripEndpointDefaults, lenientSearch } from '../lib/url-search.ts';
import { developersSearch } from '../features/directory/search.ts';
import { DevelopersPage } from '../features/directory/DevelopersPage.tsx';

export const Route = createFileRoute('/developers')({
  staticData: { title: 'Developers' },
  validateSearch: lenientSearch(developersSearch),
  search: { middlewares: [stripEndpointDefaults('real-estate-developer')] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, apiQuery('real-estate-developer', deps)),
  component: DevelopersPage,
});
