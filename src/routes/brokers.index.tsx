import { createFileRoute } from '@tanstack/react-router';
import { brokersSearch } from '../features/directory/search.ts';
import { twoViewRouteOptions } from '../features/directory/queries.ts';
import { BrokersPage } from '../features/directory/BrokersPage.tsx';

/** The search and loader this route shares with the feature's other routes. */
const searchAndLoader = twoViewRouteOptions('search-brokers', 'search-brokers-detailed', brokersSearch);

export const Route = createFileRoute('/brokers/')({
  staticData: { title: 'brokers' },
  ...searchAndLoader,
  component: BrokersPage,
});
