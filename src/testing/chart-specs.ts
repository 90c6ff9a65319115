/** Chart specs the chart tests draw: a year of one line, a year of bars beside a line, names beside bars. */
import type { ChartSpec } from '../components/charts/spec.ts';

/** November 2025 to October 2026, as `YYYY-MM`. */
const months = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2025, 10 + i)).toISOString().slice(0, 7));

/** A year of a monthly price level: one line. */
export const levelSpec: ChartSpec = {
  data: months.map((month, i) => ({ month, level: 2200 + i * 20 })),
  x: { key: 'month', label: 'Month', format: 'month', scale: 'category' },
  series: [{ key: 'level', label: 'Level', kind: 'line', color: '#1d4ed8', format: 'aedPerSqft' }],
};

/** A year of sales: their count as bars on the right axis, their median price as a line. */
export const salesSpec: ChartSpec = {
  data: months.map((month, i) => ({ month, median: 2_000_000 + i * 10_000, count: 100 + i })),
  x: { key: 'month', label: 'Month', format: 'month', scale: 'category' },
  series: [
    { key: 'count', label: 'Transactions', kind: 'bar', color: '#64748b', format: 'count', axis: 'right' },
    { key: 'median', label: 'Median price', kind: 'line', color: '#1d4ed8', format: 'aed' },
  ],
};

/** Two districts' medians as bars across, one name long enough to wrap. */
export const districtsSpec: ChartSpec = {
  data: [
    { district: 'Al Barsha South Fourth Community Extension', median: 1_500_000 },
    { district: 'Marsa', median: 2_100_000 },
  ],
  x: { key: 'district', label: 'District', format: 'text', scale: 'category' },
  series: [{ key: 'median', label: 'Median price', kind: 'bar', color: '#1d4ed8', format: 'aed' }],
  layout: 'vertical',
};
