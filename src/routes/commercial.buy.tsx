import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../components/states.tsx';

export const Route = createFileRoute('/commercial/buy')({
  component: () => <NotBuiltYet title="Commercial properties for sale" description="Offices, shops, warehouses and more for sale." />,
});
