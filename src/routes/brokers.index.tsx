import { createFileRoute } from '@tanstack/react-router';
import { brokersSearch } from '../features/directory/search.ts';
import { twoViewRouteOptions } from '../features/directory/queries.ts';
import { BrokersPage } from '../features/directory/BrokersPage.tsx';

export const Route = createFileRoute('/brokers/')({
  staticData: { title: 'Find a brokerage' },
  ...twoViewRouteOptions('search-brokers', 'search-brokers-detailed', brokersSearch),
  component: BrokersPage,
});
