import { createFileRoute } from '@tanstack/react-router';
import { ownerPageSearch } from '../features/directory/search.ts';
import { ownerRouteOptions } from '../features/directory/queries.ts';
import { BrokerPage } from '../features/directory/BrokerPage.tsx';

/** The search and loader this route shares with the feature's other routes. */
const searchAndLoader = ownerRouteOptions('broker', 'brokerId', ownerPageSearch);

export const Route = createFileRoute('/brokers/$brokerId')({
  staticData: { title: 'broker' },
  ...searchAndLoader,
  component: BrokerPage,
});
