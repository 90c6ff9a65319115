import { createFileRoute } from '@tanstack/react-router';
import { stripEndpointDefaults, lenientSearch } from '../lib/url-search.ts';
import { agentPageSearch, listingQueryOf } from '../features/directory/search.ts';
import { prefetchOwnerListings } from '../features/directory/queries.ts';
import { AgentPage } from '../features/directory/AgentPage.tsx';

export const Route = createFileRoute('/agents/$agentId')({
  staticData: { title: 'Agent' },
  validateSearch: lenientSearch(agentPageSearch),
  search: { middlewares: [stripEndpointDefaults('agent-properties')] },
  // Only the listing query: the profile hints in the URL never cause a fetch.
  loaderDeps: ({ search }) => listingQueryOf(search),
  loader: ({ context, params, deps }) => prefetchOwnerListings(context.queryClient, 'agent', params.agentId, deps),
  component: AgentPage,
});
