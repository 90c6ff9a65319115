/**
 * The stored transactions of the filters, 25 to a page (the page is in the URL), with their total:
 * a small table whatever the location's size.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/react.ts';
import type { StoredTransaction } from '../../../contract/index.ts';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { ErrorState } from '../../../components/states.tsx';
import { formatMoney, formatBeds, formatDate, formatNumber } from '../../../lib/format.ts';
import { useDisplay } from '../../../lib/display.ts';
import { valueKey } from '../../../lib/i18n/value-sets.ts';
import { insightQuery } from '../../../lib/insights.ts';
import { residentialTypeOf } from '../listing-context.ts';
import { AsSent } from '../../../components/AsSent.tsx';
import type { RecordsSearch } from './query.ts';
import { Loading } from '../Loading.tsx';

export function RecordsTable({ query }: { query: RecordsSearch }) {
  const { t, i18n } = useTranslation();
  const display = useDisplay();
  const page = query.page ?? 1;
  const records = useQuery(insightQuery('insights/transaction-records', query));
  const rows = records.data?.data ?? [];
  const total = records.data?.total ?? 0;
  const pageSize = records.data?.pageSize ?? 25;
  const caption = t('market.recordsTable.caption', { page: formatNumber(page) });
  /** A record's type as the service writes it ("Apartment"); read in another language, a residential type by its label. */
  const typeOf = (type: string | null | undefined) => {
    const known = type && i18n.resolvedLanguage !== 'en' ? residentialTypeOf(type) : undefined;
    return known ? t(valueKey('propertyType', known)) : <AsSent>{type ?? '—'}</AsSent>;
  };
  const columns: Column<StoredTransaction>[] = [
    { key: 'date', header: t('market.recordsTable.date'), cell: (r) => formatDate(r.transaction_date), className: 'whitespace-nowrap' },
    // The price comes second, so a phone shows it beside the date without scrolling.
    {
      key: 'price',
      header: query.transaction_type === 'rented' ? t('market.recordsTable.yearlyRent') : t('market.recordsTable.price'),
      cell: (r) => formatMoney(r.price, display),
      numeric: true,
      headerClassName: 'whitespace-nowrap',
    },
    { key: 'beds', header: t('market.recordsTable.bedrooms'), cell: (r) => formatBeds(r.bedrooms) },
    { key: 'type', header: t('market.recordsTable.type'), cell: (r) => typeOf(r.property_type) },
    { key: 'location', header: t('market.recordsTable.location'), cell: (r) => <AsSent>{r.high_level_location_name ?? '—'}</AsSent> },
  ];

  return (
    <div className="space-y-2">
      {records.isPending ? (
        <Loading label={t('market.recordsTable.loading')} className="h-[900px] w-full" />
      ) : records.isError ? (
        <ErrorState error={records.error} what={t('market.transactions.errorWhat')} onRetry={() => void records.refetch()} />
      ) : rows.length === 0 ? (
        <p className="rounded border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          {page > 1 ? t('market.recordsTable.pastEnd') : t('market.recordsTable.noMatch')}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {t('market.recordsTable.range', {
              from: formatNumber((page - 1) * pageSize + 1),
              to: formatNumber((page - 1) * pageSize + rows.length),
              total: formatNumber(total),
            })}
          </p>
          <ScrollRegion label={caption}>
            <DataTable
              columns={columns}
              rows={rows}
              rowKey={(r) => r.id}
              rowAttributes={(r) => ({ 'data-id': r.id })}
              caption={caption}
              headClassName="bg-slate-50 text-slate-700"
            />
          </ScrollRegion>
        </>
      )}
      <Pager page={page} hasNext={records.isSuccess ? page * pageSize < total : undefined} label={t('market.recordsTable.pages')} />
    </div>
  );
}
