/**
 * A listing's asking prices as Dar saw them, drawn as steps (a price holds until it changed) with
 * the same figures as a table one click away (ChartFrame). Only the prices of the listing's
 * current period are drawn: a rent asked monthly and yearly would not compare on one axis.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/react.ts';
import { ChartFrame } from '../charts/ChartFrame.tsx';
import { CHART_COLORS, type ChartSpec } from '../charts/spec.ts';
import { formatDate, formatPeriodSuffix } from '../../lib/format.ts';
import type { ListingHistory } from '../../lib/listing-history.ts';

const DAY_MS = 86_400_000;

/**
 * The rows drawn: each price from when Dar first saw it, and the last one again when last seen, so
 * the step runs to then. A listing seen at one price on one day keeps one row: shown by date, a
 * second would read as a repeat.
 */
export function priceHistoryRows(history: ListingHistory): { at: number; price: number }[] {
  const period = history.prices.at(-1)?.period;
  const prices = history.prices.filter((p) => p.period === period);
  const rows = prices.map((p) => ({ at: Date.parse(p.at), price: p.value }));
  const last = rows.at(-1);
  const lastSeen = Date.parse(history.lastSeenAt);
  const laterDay = last && Math.floor(lastSeen / DAY_MS) > Math.floor(last.at / DAY_MS);
  if (last && lastSeen > last.at && (laterDay || rows.length > 1)) rows.push({ at: lastSeen, price: last.price });
  return rows;
}

export function ListingPriceHistory({ history }: { history: ListingHistory }) {
  const { t } = useTranslation();
  const period = history.prices.at(-1)?.period ?? 'sell';
  const spec = useMemo<ChartSpec>(
    () => ({
      data: priceHistoryRows(history),
      x: { key: 'at', label: t('listings.history.seen'), rowNoun: t('listings.history.rowNoun'), format: 'date', scale: 'time' },
      series: [
        {
          key: 'price',
          label: `${t('listings.history.price')}${formatPeriodSuffix(period)}`,
          kind: 'line',
          color: CHART_COLORS.primary,
          format: 'aed',
          step: true,
        },
      ],
    }),
    [history, period, t],
  );
  return (
    <ChartFrame
      title={t('listings.history.chartTitle')}
      description={t('listings.history.chartDescription', { from: formatDate(history.firstSeenAt), to: formatDate(history.lastSeenAt) })}
      spec={spec}
      height={220}
      headingLevel={2}
    />
  );
}
