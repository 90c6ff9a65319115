import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../components/states.tsx';

export const Route = createFileRoute('/agents/')({
  component: () => <NotBuiltYet title="Agents" description="Find agents by area and specialisation." />,
});
