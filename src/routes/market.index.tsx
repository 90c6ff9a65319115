import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../components/states.tsx';

export const Route = createFileRoute('/market/')({
  component: () => <NotBuiltYet title="Market" description="Price trends, registered transactions and yields." />,
});
