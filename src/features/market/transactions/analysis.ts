/**
 * The transactions view's chart specs, from the figures the server computed
 * (`/api/insights/transactions`). The figures themselves live in src/shared/transactions.ts.
 */
import type { BedroomRow, MonthRow, TransactionType } from '../../../contract/index.ts';
import { CHART_COLORS, type ChartSpec } from '../../../components/charts/spec.ts';
import { seriesLabel } from '../series.ts';

/** Median price per month as a line, the number of transactions as bars on a second axis. */
export function monthlySpec(months: readonly MonthRow[], type: TransactionType): ChartSpec {
  return {
    data: months.map((b) => ({ month: b.month, median: b.median, count: b.count })),
    x: { key: 'month', label: seriesLabel('month'), format: 'month', scale: 'category' },
    series: [
      { key: 'count', label: seriesLabel('transactions'), kind: 'bar', color: CHART_COLORS.muted, format: 'count', axis: 'right' },
      {
        key: 'median',
        label: seriesLabel(type === 'sold' ? 'medianPrice' : 'medianRent'),
        kind: 'line',
        color: CHART_COLORS.primary,
        format: 'aed',
      },
    ],
  };
}

/** Lower quartile, median and upper quartile of price per bedroom count. */
export function byBedroomsSpec(groups: readonly BedroomRow[]): ChartSpec {
  return {
    data: groups.map((g) => ({ beds: g.beds, q1: g.q1, median: g.median, q3: g.q3, count: g.count })),
    x: { key: 'beds', label: seriesLabel('bedrooms'), format: 'beds', scale: 'category' },
    series: [
      { key: 'q1', label: seriesLabel('lowerQuartile'), kind: 'bar', color: '#3b82f6', format: 'aed' },
      { key: 'median', label: seriesLabel('median'), kind: 'bar', color: CHART_COLORS.primary, format: 'aed' },
      { key: 'q3', label: seriesLabel('upperQuartile'), kind: 'bar', color: '#172554', format: 'aed' },
    ],
  };
}
