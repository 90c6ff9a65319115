import { createFileRoute } from '@tanstack/react-router';
import { ownerPageSearch } from '../features/directory/search.ts';
import { ownerRouteOptions } from '../features/directory/queries.ts';
import { AgentPage } from '../features/directory/AgentPage.tsx';

/** The search and loader this route shares with the feature's other routes. */
const searchAndLoader = ownerRouteOptions('agent', 'agentId', ownerPageSearch);

export const Route = createFileRoute('/agents/$agentId')({
  staticData: { title: 'agent' },
  ...searchAndLoader,
  component: AgentPage,
});
