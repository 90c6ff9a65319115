/**
 * A chart described as data. The same spec draws the chart (lazily, with Recharts) and the table
 * beside it, so the table view always shows exactly the chart's numbers. This module does not
 * import Recharts: pages can build specs without pulling the chart library into their chunk.
 */
import {
  bedroomLabel,
  formatAmount,
  formatBedroomCategory,
  formatCompact,
  formatDate,
  formatMonth,
  formatNumber,
  formatPercent,
  formatSignedPercent,
} from '../../lib/format.ts';
import { fromAed, perSqftIn, type Display } from '../../shared/units.ts';

/**
 * How a value reads. `aed` is a price, `aedPerSqft` a price level per square foot (both given in
 * AED and sqft; `localizeSpec` turns them into the person's currency and area unit), `percent` a ratio (0.05), `signedPercent` a change,
 * `count` a whole number, `month` a `YYYY-MM` key, `date` a time in ms, `beds` a bedroom count.
 */
export type ValueFormat = 'aed' | 'aedPerSqft' | 'percent' | 'signedPercent' | 'count' | 'month' | 'date' | 'beds' | 'text';

export interface SeriesSpec {
  key: string;
  label: string;
  kind: 'line' | 'bar' | 'scatter';
  color: string;
  format: ValueFormat;
  /** Second value axis on the right, e.g. volume bars under a price line. */
  axis?: 'left' | 'right';
}

type ChartRow = Record<string, string | number | null>;

export interface ChartSpec {
  data: ChartRow[];
  x: {
    key: string;
    label: string;
    format: ValueFormat;
    /** `time`: a continuous axis of ms timestamps (scatter by date); `category`: one slot per row. */
    scale: 'category' | 'time';
  };
  series: SeriesSpec[];
  /**
   * `vertical` lists the categories down the side with bars running across: for long category
   * names (districts) that would collide on a horizontal axis. Category scale, one value axis.
   */
  layout?: 'horizontal' | 'vertical';
}

/** The currency and area unit a localized spec's money values are in. */
export type ChartUnits = Pick<Display, 'currency' | 'unit'>;

const MONEY: ReadonlySet<ValueFormat> = new Set(['aed', 'aedPerSqft']);

/**
 * The spec with its money values (given in AED and per sqft) in the display's currency and per its
 * area unit, so axes take round steps of the figures a person reads and the table shows the same.
 */
export function localizeSpec(spec: ChartSpec, d: Display): ChartSpec {
  if (d.currency === 'AED' && d.unit === 'sqft') return spec;
  const converters = new Map<string, (aed: number) => number>();
  const add = (key: string, format: ValueFormat) => {
    if (format === 'aed') converters.set(key, (v) => fromAed(v, d.currency, d.rates));
    if (format === 'aedPerSqft') converters.set(key, (v) => fromAed(perSqftIn(v, d.unit), d.currency, d.rates));
  };
  add(spec.x.key, spec.x.format);
  for (const s of spec.series) if (MONEY.has(s.format)) add(s.key, s.format);
  const data = spec.data.map((row) => {
    const out = { ...row };
    for (const [key, convert] of converters) {
      const v = row[key];
      if (typeof v === 'number') out[key] = convert(v);
    }
    return out;
  });
  return { ...spec, data };
}

/** A value in full, for tooltips and tables: "AED 1,550,000", "6.1%", "Feb 2026". Money values are those of a localized spec. */
export function formatValue(value: unknown, format: ValueFormat, units: ChartUnits): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (format) {
    case 'aed':
      return formatAmount(Number(value), units.currency);
    case 'aedPerSqft':
      return `${formatAmount(Number(value), units.currency)}/${units.unit}`;
    case 'percent':
      return formatPercent(Number(value));
    case 'signedPercent':
      return formatSignedPercent(Number(value));
    case 'count':
      return formatNumber(Number(value));
    case 'month':
      return typeof value === 'string' ? formatMonth(value) : '—';
    case 'date':
      return formatDate(new Date(Number(value)).toISOString());
    case 'beds':
      return formatBedroomCategory(Number(value));
    case 'text':
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '—';
  }
}

/** A value on an axis, where space is tight: "1.2M" (the axis label says AED), "6%", "Feb 2026". */
export function formatTick(value: unknown, format: ValueFormat, units: ChartUnits): string {
  if (value === null || value === undefined || value === '') return '';
  switch (format) {
    case 'aed':
    case 'count':
      return formatCompact(Number(value));
    // Levels per sqft differ by tens of AED month to month: "2,250", not "2.3K" twice.
    case 'aedPerSqft':
      return formatNumber(Number(value));
    case 'percent':
      return formatPercent(Number(value), 0);
    case 'signedPercent':
      return formatSignedPercent(Number(value), 0);
    case 'date':
      return formatMonth(new Date(Number(value)).toISOString());
    case 'beds':
      return bedroomLabel(Number(value));
    default:
      return formatValue(value, format, units);
  }
}

/** The axis title for a set of series: "AED" (the currency) for prices, else the first series' label. */
export function axisTitle(series: readonly SeriesSpec[], units: ChartUnits): string {
  if (!series.length) return '';
  if (series.every((s) => s.format === 'aed')) return units.currency;
  if (series.every((s) => s.format === 'aedPerSqft')) return `${units.currency} per ${units.unit}`;
  // Percent ticks carry their own sign; a title would only crowd them.
  if (series.every((s) => s.format === 'percent' || s.format === 'signedPercent')) return '';
  return series.length === 1 ? series[0]!.label : '';
}

/**
 * Ticks for a time axis: the first day of each month (UTC) within the data's range, thinned to at
 * most `max` so labels never collide.
 */
export function monthTicks(times: readonly number[], max = 7): number[] {
  if (!times.length) return [];
  const lo = Math.min(...times);
  const hi = Math.max(...times);
  const ticks: number[] = [];
  const d = new Date(lo);
  for (let t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1); t <= hi && ticks.length < 1200;) {
    ticks.push(t);
    const m = new Date(t);
    t = Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 1);
  }
  const step = Math.ceil(ticks.length / max);
  return ticks.filter((_, i) => i % step === 0);
}

/** Chart colours, all at least 3:1 against white so marks stay visible (WCAG non-text contrast). */
export const CHART_COLORS = {
  primary: '#1d4ed8',
  secondary: '#b45309',
  tertiary: '#7e22ce',
  positive: '#047857',
  muted: '#64748b',
} as const;
