import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../components/states.tsx';

export const Route = createFileRoute('/brokers/$brokerId')({
  component: () => <NotBuiltYet title="Brokerage" description="A brokerage's profile, agents and listings." />,
});
