/**
 * The transactions view's chart specs, from the figures the server computed
 * (`/api/insights/transactions`). The figures themselves live in src/shared/transactions.ts.
 */
import type { BedroomRow, MonthRow, TransactionType } from '../../../contract/index.ts';
import { CHART_COLORS, type ChartSpec } from '../../../components/charts/spec.ts';

const priceLabel = (type: TransactionType) => (type === 'sold' ? 'Price' : 'Yearly rent');

/** Median price per month as a line, the number of transactions as bars on a second axis. */
export function monthlySpec(months: readonly MonthRow[], type: TransactionType): ChartSpec {
  return {
    data: months.map((b) => ({ month: b.month, median: b.median, count: b.count })),
    x: { key: 'month', label: 'Month', format: 'month', scale: 'category' },
    series: [
      { key: 'count', label: 'Transactions', kind: 'bar', color: CHART_COLORS.muted, format: 'count', axis: 'right' },
      { key: 'median', label: `Median ${priceLabel(type).toLowerCase()}`, kind: 'line', color: CHART_COLORS.primary, format: 'aed' },
    ],
  };
}

/** Lower quartile, median and upper quartile of price per bedroom count. */
export function byBedroomsSpec(groups: readonly BedroomRow[]): ChartSpec {
  return {
    data: groups.map((g) => ({ beds: g.beds, q1: g.q1, median: g.median, q3: g.q3, count: g.count })),
    x: { key: 'beds', label: 'Bedrooms', format: 'beds', scale: 'category' },
    series: [
      { key: 'q1', label: 'Lower quartile', kind: 'bar', color: '#3b82f6', format: 'aed' },
      { key: 'median', label: 'Median', kind: 'bar', color: CHART_COLORS.primary, format: 'aed' },
      { key: 'q3', label: 'Upper quartile', kind: 'bar', color: '#172554', format: 'aed' },
    ],
  };
}
