import { createFileRoute } from '@tanstack/react-router';
import { stripEndpointDefaults, lenientSearch } from '../lib/url-search.ts';
import { brokerPageSearch, listingQueryOf } from '../features/directory/search.ts';
import { prefetchOwnerListings } from '../features/directory/queries.ts';
import { BrokerPage } from '../features/directory/BrokerPage.tsx';

export const Route = createFileRoute('/brokers/$brokerId')({
  staticData: { title: 'Brokerage' },
  validateSearch: lenientSearch(brokerPageSearch),
  search: { middlewares: [stripEndpointDefaults('broker-properties')] },
  // Only the listing query: the profile hints in the URL never cause a fetch.
  loaderDeps: ({ search }) => listingQueryOf(search),
  loader: ({ context, params, deps }) => prefetchOwnerListings(context.queryClient, 'broker', params.brokerId, deps),
  component: BrokerPage,
});
