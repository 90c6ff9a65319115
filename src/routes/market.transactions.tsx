import { createFileRoute } from '@tanstack/react-router';
import { stripEndpointDefaults, lenientSearch } from '../lib/url-search.ts';
import { apiQuery, prefetch } from '../lib/queries.ts';
import { transactionsSearch } from '../features/market/route-search.ts';
import { transactionQuery } from '../features/market/transactions/query.ts';
import { TransactionsPage } from '../features/market/transactions/TransactionsPage.tsx';

export const Route = createFileRoute('/market/transactions')({
  staticData: { title: 'Transactions' },
  validateSearch: lenientSearch(transactionsSearch),
  search: { middlewares: [stripEndpointDefaults('get-get-transactions')] },
  loaderDeps: ({ search: { location_name: _label, ...query } }) => query,
  loader: ({ context, deps }) => {
    // The records table's page; the samples behind the statistics load from the component.
    if (deps.location_id) prefetch(context.queryClient, apiQuery('get-get-transactions', transactionQuery(deps)));
  },
  component: TransactionsPage,
});
