import { createFileRoute } from '@tanstack/react-router';
import { agentsSearch } from '../features/directory/search.ts';
import { twoViewRouteOptions } from '../features/directory/queries.ts';
import { AgentsPage } from '../features/directory/AgentsPage.tsx';

export const Route = createFileRoute('/agents/')({
  staticData: { title: 'Find an agent' },
  ...twoViewRouteOptions('search-agents', 'search-agents-detailed', agentsSearch),
  component: AgentsPage,
});
