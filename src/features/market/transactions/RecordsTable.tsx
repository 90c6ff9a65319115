/**
 * The transactions themselves, one service page at a time (the page is in the URL). The service
 * gives no total, so "Next" stays available until a page comes back empty.
 */
import { useQuery } from '@tanstack/react-query';
import type { QueryOf } from '../../../contract/index.ts';
import { Pager } from '../../../components/Pager.tsx';
import { ErrorState, Skeleton } from '../../../components/states.tsx';
import { formatAED, formatBeds, formatDate } from '../../../lib/format.ts';
import { apiQuery } from '../../../lib/queries.ts';

export function RecordsTable({ query }: { query: QueryOf<'get-get-transactions'> }) {
  const page = query.page ?? 1;
  const records = useQuery(apiQuery('get-get-transactions', query));
  const rows = records.data?.data ?? [];
  const priceHeader = query.transaction_type === 'rented' ? 'Yearly rent' : 'Price';

  return (
    <div className="space-y-2">
      {records.isPending ? (
        <div role="status"><span className="sr-only">Loading records…</span><Skeleton className="h-64 w-full" /></div>
      ) : records.isError ? (
        <ErrorState error={records.error} what="transactions" onRetry={() => void records.refetch()} />
      ) : rows.length === 0 ? (
        <p className="rounded border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          {page > 1 ? 'No more records: this page is past the last one.' : 'No transactions match these filters.'}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm" aria-label={`Transaction records, page ${page}`}>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">Date</th>
                <th scope="col" className="px-3 py-2 font-medium">Bedrooms</th>
                <th scope="col" className="px-3 py-2 font-medium">Type</th>
                <th scope="col" className="px-3 py-2 font-medium">Location</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">{priceHeader}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((t) => (
                <tr key={t.id} data-id={t.id}>
                  <td className="whitespace-nowrap px-3 py-1.5">{formatDate(t.transaction_date)}</td>
                  <td className="px-3 py-1.5">{formatBeds(t.bedrooms)}</td>
                  <td className="px-3 py-1.5">{t.property_type ?? '—'}</td>
                  <td className="px-3 py-1.5">{t.high_level_location_name ?? '—'}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatAED(t.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} hasNext={records.isSuccess ? rows.length > 0 : undefined} label="Record pages" />
    </div>
  );
}
