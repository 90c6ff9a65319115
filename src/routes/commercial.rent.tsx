import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../components/states.tsx';

export const Route = createFileRoute('/commercial/rent')({
  component: () => <NotBuiltYet title="Commercial properties for rent" description="Offices, shops, warehouses and more for rent." />,
});
