import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../components/states.tsx';

export const Route = createFileRoute('/rent')({
  component: () => <NotBuiltYet title="Properties for rent" description="Search homes to rent by location, price per year, month, week or day, and more." />,
});
