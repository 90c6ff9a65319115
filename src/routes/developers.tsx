import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../components/states.tsx';

export const Route = createFileRoute('/developers')({
  component: () => <NotBuiltYet title="Developers" description="Developers of each emirate and their projects." />,
});
