/**
 * The stored transactions of the filters, 25 to a page (the page is in the URL), with their total:
 * a small table whatever the location's size.
 */
import { useQuery } from '@tanstack/react-query';
import { Pager } from '../../../components/Pager.tsx';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { ErrorState, Skeleton } from '../../../components/states.tsx';
import { formatMoney, formatBeds, formatDate, formatNumber } from '../../../lib/format.ts';
import { useDisplay } from '../../../lib/display.ts';
import { insightQuery } from '../../../lib/insights.ts';
import type { RecordsSearch } from './query.ts';

export function RecordsTable({ query }: { query: RecordsSearch }) {
  const display = useDisplay();
  const page = query.page ?? 1;
  const records = useQuery(insightQuery('insights/transaction-records', query));
  const rows = records.data?.data ?? [];
  const priceHeader = query.transaction_type === 'rented' ? 'Yearly rent' : 'Price';
  const total = records.data?.total ?? 0;
  const pageSize = records.data?.pageSize ?? 25;

  return (
    <div className="space-y-2">
      {records.isPending ? (
        <div role="status">
          <span className="sr-only">Loading records…</span>
          <Skeleton className="h-[900px] w-full" />
        </div>
      ) : records.isError ? (
        <ErrorState error={records.error} what="transactions" onRetry={() => void records.refetch()} />
      ) : rows.length === 0 ? (
        <p className="rounded border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          {page > 1 ? 'No more records: this page is past the last one.' : 'No transactions match these filters.'}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            Records {formatNumber((page - 1) * pageSize + 1)}–{formatNumber((page - 1) * pageSize + rows.length)} of {formatNumber(total)}
          </p>
          <ScrollRegion label={`Transaction records, page ${page}`}>
            <table className="w-full text-start text-sm">
              <caption className="sr-only">Transaction records, page {page}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Date
                  </th>
                  {/* The price comes second, so a phone shows it beside the date without scrolling. */}
                  <th scope="col" className="whitespace-nowrap px-3 py-2 text-end font-medium">
                    {priceHeader}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Bedrooms
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Type
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Location
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((t) => (
                  <tr key={t.id} data-id={t.id}>
                    <td className="whitespace-nowrap px-3 py-1.5">{formatDate(t.transaction_date)}</td>
                    <td className="whitespace-nowrap px-3 py-1.5 text-end tabular-nums">{formatMoney(t.price, display)}</td>
                    <td className="px-3 py-1.5">{formatBeds(t.bedrooms)}</td>
                    <td className="px-3 py-1.5">{t.property_type ?? '—'}</td>
                    <td className="px-3 py-1.5">{t.high_level_location_name ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
      <Pager page={page} hasNext={records.isSuccess ? page * pageSize < total : undefined} label="Record pages" />
    </div>
  );
}
