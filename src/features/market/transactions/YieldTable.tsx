/** Gross yield per bedroom count, with the two samples each figure rests on. */
import { useTranslation } from '../../../lib/i18n/react.ts';
import type { YieldRow } from '../../../contract/index.ts';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatMoney, formatBedroomCategory, formatNumber, formatPercent } from '../../../lib/format.ts';
import { useDisplay } from '../../../lib/display.ts';

export function YieldTable({ rows, complete }: { rows: YieldRow[]; complete: boolean }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const columns: Column<YieldRow>[] = [
    { key: 'beds', header: t('market.yields.bedrooms'), cell: (r) => formatBedroomCategory(r.beds), rowHeader: true },
    { key: 'yield', header: t('market.yields.grossYield'), cell: (r) => formatPercent(r.yield), numeric: true, className: 'font-semibold' },
    { key: 'rent', header: t('market.yields.medianRent'), cell: (r) => formatMoney(r.medianYearlyRent, display), numeric: true },
    { key: 'rented', header: t('market.yields.rented'), cell: (r) => formatNumber(r.rentCount), numeric: true },
    { key: 'price', header: t('market.yields.medianPrice'), cell: (r) => formatMoney(r.medianPrice, display), numeric: true },
    { key: 'sold', header: t('market.yields.sold'), cell: (r) => formatNumber(r.saleCount), numeric: true },
  ];
  return (
    <section aria-labelledby="yield-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="yield-title" className="text-base font-semibold">
        {t('market.yields.title')}
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">
        {t('market.yields.text')}
        {complete ? '' : ` ${t('market.yields.partial')}`}
      </p>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('market.yields.none')}</p>
      ) : (
        <ScrollRegion label={t('market.yields.region')} className="mt-3">
          <DataTable columns={columns} rows={rows} rowKey={(r) => String(r.beds)} />
        </ScrollRegion>
      )}
    </section>
  );
}
