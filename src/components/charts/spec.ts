/**
 * A chart described as data. The same spec draws the chart (lazily: CartesianChart.tsx) and the
 * table beside it, so the table view always shows exactly the chart's numbers. Pages build specs
 * without pulling the drawing code into their chunk.
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
  unitLabel,
} from '../../lib/format.ts';
import { formatSignedPercent } from '../../lib/format-relative.ts';
import { fromAed, perSqftIn, type Display } from '../../shared/units.ts';
import { niceAxis, tickFormatter, tickLabels, type TickStyle } from '../../lib/axis-ticks.ts';
import { readingFormatters, readingLanguage } from '../../lib/i18n/reading.ts';

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
  /** A line that holds each value until the next (a price until it changed), not a slope between them. */
  step?: boolean;
}

type ChartRow = Record<string, string | number | null>;

export interface ChartSpec {
  data: ChartRow[];
  x: {
    key: string;
    label: string;
    /** What a row is, in the singular ("month"), when the axis label is not a noun; else the label. */
    rowNoun?: string;
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
      return `${formatAmount(Number(value), units.currency)}/${unitLabel(units)}`;
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

/**
 * The axis title for a set of series, with the unit: "AED" (the display currency), "USD/sqm", "%",
 * or what a count counts ("Sales"). Money values are those of a localized spec.
 */
export function axisTitle(series: readonly SeriesSpec[], units: ChartUnits): string {
  if (!series.length) return '';
  if (series.every((s) => s.format === 'aed')) return units.currency;
  if (series.every((s) => s.format === 'aedPerSqft')) return `${units.currency}/${unitLabel(units)}`;
  if (series.every((s) => s.format === 'percent' || s.format === 'signedPercent')) return '%';
  return series.length === 1 ? series[0]!.label : '';
}

/** How a value axis of each format writes its ticks. */
const TICK_STYLE: Partial<Record<ValueFormat, TickStyle>> = {
  aed: 'compact',
  count: 'compact',
  aedPerSqft: 'number',
  percent: 'percent',
  signedPercent: 'signedPercent',
};

export interface ValueAxis {
  domain: [number, number];
  ticks: number[];
  format: (value: unknown) => string;
  title: string;
}

/**
 * A value axis's tick formatter in the language being read. English keeps the axis module's labels
 * ("2.5M", "+3%"); another language writes the same ticks, at the same precision, through `Intl`
 * in its locale and the reader's digits ("2.5 مليون", "٢٫٥ مليون").
 */
function readingTickFormatter(ticks: readonly number[], style: TickStyle): (value: unknown) => string {
  const english = tickFormatter(ticks, style);
  if (readingLanguage() === 'en') return english;
  const { locale } = readingFormatters();
  // The digits after the point each English label shows: the precision the step between ticks needs.
  const decimals = Math.max(0, ...tickLabels(ticks, style).map((label) => /\.(\d+)/.exec(label)?.[1]?.length ?? 0));
  const options: Intl.NumberFormatOptions =
    style === 'compact'
      ? { notation: 'compact' }
      : style === 'percent'
        ? { style: 'percent' }
        : style === 'signedPercent'
          ? { style: 'percent', signDisplay: 'exceptZero' }
          : {};
  const format = new Intl.NumberFormat(locale, { ...options, maximumFractionDigits: decimals });
  return (value) => {
    const n = Number(value);
    return english(value) === '' || !Number.isFinite(n) ? '' : format.format(n);
  };
}

/**
 * A value axis for the series that share it: round ticks over their values (src/lib/axis-ticks.ts),
 * from zero where bars are drawn or a change is shown (so a bar's length and the zero line mean
 * what they say), labels that never repeat, and the unit as the title.
 */
export function valueAxis(series: readonly SeriesSpec[], data: readonly ChartRow[], units: ChartUnits, count?: number): ValueAxis | null {
  const format = series[0]?.format;
  if (!format) return null;
  const axis = niceAxis(
    series.flatMap((s) => data.map((row) => row[s.key])),
    {
      count,
      includeZero: format === 'signedPercent' || series.some((s) => s.kind === 'bar'),
      integer: format === 'count',
      // An unchanging share or change gets ±1 point around it, other figures ±0.5.
      flatSpan: format === 'percent' || format === 'signedPercent' ? 0.02 : 1,
    },
  );
  if (!axis) return null;
  return { ...axis, format: readingTickFormatter(axis.ticks, TICK_STYLE[format] ?? 'number'), title: axisTitle(series, units) };
}

/**
 * Fewer points than this and a line says nothing a few figures would not say better: two months
 * drawn as one line between two dots. Such charts are shown as figures.
 */
const MIN_POINTS_FOR_A_LINE = 3;

/** Whether a chart has too few points to draw (lines and scatters; a pair of bars still reads). */
export function tooFewPoints(spec: ChartSpec): boolean {
  return spec.data.length > 0 && spec.data.length < MIN_POINTS_FOR_A_LINE && spec.series.some((s) => s.kind !== 'bar');
}

/** Chart colours, all at least 3:1 against white so marks stay visible (WCAG non-text contrast). */
/**
 * Colours for charts of many lines (one per bedroom count), in order: each distinct from its
 * neighbours and at least 3:1 against white.
 */
export const CHART_PALETTE = ['#1d4ed8', '#b45309', '#7e22ce', '#047857', '#be123c', '#0e7490', '#4d7c0f', '#475569'] as const;

export const CHART_COLORS = {
  primary: '#1d4ed8',
  secondary: '#b45309',
  tertiary: '#7e22ce',
  positive: '#047857',
  muted: '#64748b',
} as const;
