import { createFileRoute } from '@tanstack/react-router';
import { stripEndpointDefaults, lenientSearch } from '../lib/url-search.ts';
import { brokersSearch } from '../features/directory/search.ts';
import { prefetchDirectory } from '../features/directory/queries.ts';
import { BrokersPage } from '../features/directory/BrokersPage.tsx';

export const Route = createFileRoute('/brokers/')({
  staticData: { title: 'Find a brokerage' },
  validateSearch: lenientSearch(brokersSearch),
  search: { middlewares: [stripEndpointDefaults('search-brokers')] },
  loaderDeps: ({ search: { location_name: _label, view, ...query } }) => ({ query, view }),
  loader: ({ context, deps }) => prefetchDirectory(context.queryClient, 'search-brokers', 'search-brokers-detailed', deps.query, deps.view),
  component: BrokersPage,
});
