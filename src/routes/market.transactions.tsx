import { createFileRoute } from '@tanstack/react-router';
import { definedOnly, endpointSearch, stripEndpointDefaults, textSearch, type SearchOf, lenientSearch } from '../lib/url-search.ts';
import { apiQuery, prefetch } from '../lib/queries.ts';
import { TransactionsPage } from '../features/market/transactions/TransactionsPage.tsx';
import { transactionQuery } from '../features/market/transactions/query.ts';

export const Route = createFileRoute('/market/transactions')({
  staticData: { title: 'Transactions' },
  validateSearch: lenientSearch((raw: Record<string, unknown>): SearchOf<'get-get-transactions', { location_name: string }> => ({
    ...endpointSearch('get-get-transactions', raw),
    ...definedOnly({ location_name: textSearch(raw.location_name) }),
  })),
  search: { middlewares: [stripEndpointDefaults('get-get-transactions')] },
  loaderDeps: ({ search: { location_name: _label, ...query } }) => query,
  loader: ({ context, deps }) => {
    // The records table's page; the samples behind the statistics load from the component.
    if (deps.location_id) prefetch(context.queryClient, apiQuery('get-get-transactions', transactionQuery(deps)));
  },
  component: TransactionsPage,
});
