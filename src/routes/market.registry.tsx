import { createFileRoute } from '@tanstack/react-router';
import { stripEndpointDefaults, lenientSearch } from '../lib/url-search.ts';
import { apiQuery, prefetch } from '../lib/queries.ts';
import { registrySearch } from '../features/market/route-search.ts';
import { RegistryPage } from '../features/market/registry/RegistryPage.tsx';

export const Route = createFileRoute('/market/registry')({
  staticData: { title: 'Abu Dhabi registry' },
  validateSearch: lenientSearch(registrySearch),
  search: { middlewares: [stripEndpointDefaults('get-registry-transactions')] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, apiQuery('get-registry-transactions', deps)),
  component: RegistryPage,
});
