import { createFileRoute } from '@tanstack/react-router';
import { agentPageSearch } from '../features/directory/search.ts';
import { ownerRouteOptions } from '../features/directory/queries.ts';
import { AgentPage } from '../features/directory/AgentPage.tsx';

export const Route = createFileRoute('/agents/$agentId')({
  staticData: { title: 'Agent' },
  ...ownerRouteOptions('agent', 'agentId', agentPageSearch),
  component: AgentPage,
});
