import { createFileRoute } from '@tanstack/react-router';
import { endpointSearchOptions } from '../lib/route-options.ts';
import { apiQuery, prefetch } from '../lib/queries.ts';
import { transactionsSearch } from '../features/market/route-search.ts';
import { transactionQuery } from '../features/market/transactions/query.ts';
import { TransactionsPage } from '../features/market/transactions/TransactionsPage.tsx';

const searchOptions = endpointSearchOptions('get-get-transactions', transactionsSearch);

export const Route = createFileRoute('/market/transactions')({
  staticData: { title: 'Transactions' },
  ...searchOptions,
  loaderDeps: ({ search: { location_name: _label, ...query } }) => query,
  loader: ({ context, deps }) => {
    // The records table's page; the samples behind the statistics load from the component.
    if (deps.location_id) prefetch(context.queryClient, apiQuery('get-get-transactions', transactionQuery(deps)));
  },
  component: TransactionsPage,
});
