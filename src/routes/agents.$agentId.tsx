import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../components/states.tsx';

export const Route = createFileRoute('/agents/$agentId')({
  component: () => <NotBuiltYet title="Agent" description="An agent's profile and listings." />,
});
