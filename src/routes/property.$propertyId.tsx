import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../components/states.tsx';

export const Route = createFileRoute('/property/$propertyId')({
  component: () => <NotBuiltYet title="Listing details" description="Every detail of one listing, with its gallery, map, agent and price context." />,
});
