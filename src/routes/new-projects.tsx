import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../components/states.tsx';

export const Route = createFileRoute('/new-projects')({
  component: () => <NotBuiltYet title="New projects" description="Off-plan and new developments with their developers and delivery dates." />,
});
