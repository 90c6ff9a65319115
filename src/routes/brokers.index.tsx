import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../components/states.tsx';

export const Route = createFileRoute('/brokers/')({
  component: () => <NotBuiltYet title="Brokers" description="Find brokerages by area." />,
});
