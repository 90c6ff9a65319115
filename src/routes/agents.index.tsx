import { createFileRoute } from '@tanstack/react-router';
import { agentsSearch } from '../features/directory/search.ts';
import { twoViewRouteOptions } from '../features/directory/queries.ts';
import { AgentsPage } from '../features/directory/AgentsPage.tsx';

/** The search and loader this route shares with the feature's other routes. */
const searchAndLoader = twoViewRouteOptions('search-agents', 'search-agents-detailed', agentsSearch);

export const Route = createFileRoute('/agents/')({
  staticData: { title: 'agents' },
  ...searchAndLoader,
  component: AgentsPage,
});
