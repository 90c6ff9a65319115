import { createFileRoute } from '@tanstack/react-router';
import { brokerPageSearch } from '../features/directory/search.ts';
import { ownerRouteOptions } from '../features/directory/queries.ts';
import { BrokerPage } from '../features/directory/BrokerPage.tsx';

export const Route = createFileRoute('/brokers/$brokerId')({
  staticData: { title: 'Brokerage' },
  ...ownerRouteOptions('broker', 'brokerId', brokerPageSearch),
  component: BrokerPage,
});
