/** Headline figures of a transaction sample, and the momentum of its median across periods. */
import { useTranslation } from '../../../lib/i18n/react.ts';
import type { InsightSummary, MomentumRow, TransactionType } from '../../../contract/index.ts';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatMoney, formatMoneyCompact, formatNumber } from '../../../lib/format.ts';
import { formatSignedPercent } from '../../../lib/format-relative.ts';
import { useDisplay } from '../../../lib/display.ts';
import { valueKey } from '../../../lib/i18n/value-sets.ts';
import { Figure } from '../MarketHeader.tsx';
import { signed } from '../names.tsx';

export function SummaryFigures({
  summary,
  momentum,
  type,
  complete,
}: {
  summary: InsightSummary;
  momentum: MomentumRow[];
  type: TransactionType;
  /** Whether the sample holds every transaction of the filters, or only the most recent ones. */
  complete: boolean;
}) {
  const { t } = useTranslation();
  const display = useDisplay();
  const median = type === 'sold' ? t('market.summary.medianPrice') : t('market.summary.medianRent');
  const caption = type === 'sold' ? t('market.summary.byPeriodPrice') : t('market.summary.byPeriodRent');
  const quarter = momentum.find((m) => m.period === '3m');
  const columns: Column<MomentumRow>[] = [
    { key: 'period', header: t('market.summary.last'), cell: (row) => t(valueKey('period', row.period)), rowHeader: true },
    {
      key: 'count',
      header: t('market.summary.transactions'),
      cell: (row) => `${formatNumber(row.count)}${row.complete ? '' : '+'}`,
      numeric: true,
    },
    { key: 'median', header: median, cell: (row) => formatMoney(row.median, display), numeric: true },
    {
      key: 'vsYear',
      header: t('market.summary.against'),
      cell: (row) => (row.period === '1y' ? '' : signed(formatSignedPercent(row.vsYear))),
      numeric: true,
    },
  ];
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          label={t('market.summary.transactions')}
          value={`${formatNumber(summary.count)}${complete ? '' : '+'}`}
          detail={complete ? t('market.summary.allInPeriod') : t('market.summary.heldSoFar')}
        />
        <Figure label={median} value={formatMoney(summary.median, display)} />
        <Figure
          label={t('market.summary.iqr')}
          value={formatMoneyCompact(summary.iqr, display)}
          detail={
            summary.q1 !== null
              ? t('market.summary.middleHalf', { q1: formatMoneyCompact(summary.q1, display), q3: formatMoneyCompact(summary.q3, display) })
              : undefined
          }
        />
        <Figure
          label={t('market.summary.momentum')}
          value={signed(formatSignedPercent(quarter?.vsYear))}
          detail={t('market.summary.momentumDetail')}
        />
      </dl>
      <ScrollRegion label={caption}>
        <DataTable
          columns={columns}
          rows={momentum}
          rowKey={(row) => row.period}
          caption={caption}
          captionClassName="px-3 pt-2 text-start text-sm font-semibold text-slate-900"
        />
      </ScrollRegion>
    </div>
  );
}
