import { createFileRoute } from '@tanstack/react-router';
import { stripEndpointDefaults, lenientSearch } from '../lib/url-search.ts';
import { agentsSearch } from '../features/directory/search.ts';
import { prefetchDirectory } from '../features/directory/queries.ts';
import { AgentsPage } from '../features/directory/AgentsPage.tsx';

export const Route = createFileRoute('/agents/')({
  staticData: { title: 'Find an agent' },
  validateSearch: lenientSearch(agentsSearch),
  search: { middlewares: [stripEndpointDefaults('search-agents')] },
  loaderDeps: ({ search: { location_name: _label, view, ...query } }) => ({ query, view }),
  loader: ({ context, deps }) => prefetchDirectory(context.queryClient, 'search-agents', 'search-agents-detailed', deps.query, deps.view),
  component: AgentsPage,
});
