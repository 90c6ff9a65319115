/**
 * Transactions (`/get-get-transactions`) turned into the figures and chart specs of the
 * transactions view. Pure functions over records, so every figure can be unit-tested.
 */
import {
  TRANSACTION_PERIODS, TRANSACTION_PERIOD_MONTHS, type Transaction, type TransactionPeriod, type TransactionType,
} from '../../../contract/index.ts';
import { CHART_COLORS, type ChartSpec } from '../../../components/charts/spec.ts';
import {
  grossYield, median, monthlyBuckets, quartiles, relativeChange, summariseBy, toYearlyRent, type GrossYield,
} from '../../../lib/stats.ts';

/**
 * The price of a transaction as the figure we compare: a sale price as is; a rent as a yearly
 * figure. Transaction records carry no rent period (spec, and the embedded gateway sends yearly
 * rents), so a rent is yearly unless a record names its period in a field of its own.
 */
export function comparablePrice(t: Transaction, type: TransactionType): number | null {
  if (type === 'sold') return Number.isFinite(t.price) && t.price > 0 ? t.price : null;
  const fields = t as Record<string, unknown>;
  const period = ['rent_frequency', 'price_period', 'period'].map((k) => fields[k]).find((v): v is string => typeof v === 'string');
  return toYearlyRent(t.price, period);
}

const priceLabel = (type: TransactionType) => (type === 'sold' ? 'Price' : 'Yearly rent');

const timeOf = (t: Transaction) => {
  const ms = Date.parse(t.transaction_date);
  return Number.isNaN(ms) ? null : ms;
};

export interface Summary {
  count: number;
  median: number | null;
  q1: number | null;
  q3: number | null;
  iqr: number | null;
}

export function summarise(records: readonly Transaction[], type: TransactionType): Summary {
  const q = quartiles(records.map((t) => comparablePrice(t, type)));
  return q ? { count: q.n, median: q.median, q1: q.q1, q3: q.q3, iqr: q.iqr } : { count: 0, median: null, q1: null, q3: null, iqr: null };
}

export interface MomentumRow {
  period: TransactionPeriod;
  count: number;
  median: number | null;
  /** Median of this period against the 12-month median. */
  vsYear: number | null;
  complete: boolean;
}

/**
 * Momentum: the median of each look-back period (12, 6, 3, 1 months) and its change against the
 * 12-month median. Recent medians above the year's mean prices are moving up.
 */
export function momentum(
  samples: Record<TransactionPeriod, { records: readonly Transaction[]; complete: boolean }>,
  type: TransactionType,
): MomentumRow[] {
  const medians = Object.fromEntries(
    TRANSACTION_PERIODS.map((p) => [p, median(samples[p].records.map((t) => comparablePrice(t, type)))]),
  ) as Record<TransactionPeriod, number | null>;
  return TRANSACTION_PERIODS.map((period) => ({
    period,
    count: samples[period].records.filter((t) => comparablePrice(t, type) !== null).length,
    median: medians[period],
    vsYear: period === '1y' ? null : relativeChange(medians['1y'], medians[period]),
    complete: samples[period].complete,
  }));
}

/** Every transaction as a point: price by date. */
export function scatterSpec(records: readonly Transaction[], type: TransactionType): ChartSpec {
  const data = records
    .map((t) => ({ time: timeOf(t), price: comparablePrice(t, type) }))
    .filter((r): r is { time: number; price: number } => r.time !== null && r.price !== null)
    .sort((a, b) => a.time - b.time);
  return {
    data,
    x: { key: 'time', label: 'Date', format: 'date', scale: 'time' },
    series: [{ key: 'price', label: priceLabel(type), kind: 'scatter', color: CHART_COLORS.primary, format: 'aed' }],
  };
}

/** Median price per month as a line, the number of transactions as bars on a second axis. */
export function monthlySpec(records: readonly Transaction[], type: TransactionType): ChartSpec {
  const buckets = monthlyBuckets(records, (t) => t.transaction_date, (t) => comparablePrice(t, type));
  return {
    data: buckets.map((b) => ({ month: b.month, median: b.median, count: b.count })),
    x: { key: 'month', label: 'Month', format: 'month', scale: 'category' },
    series: [
      { key: 'count', label: 'Transactions', kind: 'bar', color: CHART_COLORS.muted, format: 'count', axis: 'right' },
      { key: 'median', label: `Median ${priceLabel(type).toLowerCase()}`, kind: 'line', color: CHART_COLORS.primary, format: 'aed' },
    ],
  };
}

const bedsOf = (t: Transaction) => (typeof t.bedrooms === 'number' && Number.isFinite(t.bedrooms) ? t.bedrooms : null);

/** Lower quartile, median and upper quartile of price per bedroom count. */
export function byBedroomsSpec(records: readonly Transaction[], type: TransactionType): ChartSpec {
  const groups = summariseBy(records, bedsOf, (t) => comparablePrice(t, type), (a, b) => a - b);
  return {
    data: groups.map((g) => ({ beds: g.key, q1: g.q1, median: g.median, q3: g.q3, count: g.count })),
    x: { key: 'beds', label: 'Bedrooms', format: 'beds', scale: 'category' },
    series: [
      { key: 'q1', label: 'Lower quartile', kind: 'bar', color: '#3b82f6', format: 'aed' },
      { key: 'median', label: 'Median', kind: 'bar', color: CHART_COLORS.primary, format: 'aed' },
      { key: 'q3', label: 'Upper quartile', kind: 'bar', color: '#172554', format: 'aed' },
    ],
  };
}

export interface YieldRow extends GrossYield {
  beds: number;
}

/** Gross yield per bedroom count, from a sold sample and a rented one of the same filters. */
export function yieldByBedrooms(sold: readonly Transaction[], rented: readonly Transaction[]): YieldRow[] {
  const beds = [...new Set([...sold, ...rented].map(bedsOf).filter((b): b is number => b !== null))].sort((a, b) => a - b);
  return beds.map((b) => ({
    beds: b,
    ...grossYield(
      rented.filter((t) => bedsOf(t) === b).map((t) => comparablePrice(t, 'rented')),
      sold.filter((t) => bedsOf(t) === b).map((t) => comparablePrice(t, 'sold')),
    ),
  }));
}

/** The first day (UTC, `YYYY-MM-DD`) after which a look-back period counts, from `asOf`. */
export function periodStart(period: TransactionPeriod, asOf: Date): string {
  const start = new Date(Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth() - TRANSACTION_PERIOD_MONTHS[period], asOf.getUTCDate()));
  return start.toISOString().slice(0, 10);
}

/**
 * The part of a newest-first 12-month sample that falls in a shorter period, as the service counts
 * it (dates after `asOf` minus the period's months). `complete` when the sample holds the whole
 * period: it reached the end of the list, or its oldest record is older than the period.
 */
export function withinPeriod(
  sample: { records: readonly Transaction[]; complete: boolean },
  period: TransactionPeriod,
  asOf: Date,
): { records: Transaction[]; complete: boolean } {
  const start = periodStart(period, asOf);
  const records = sample.records.filter((t) => t.transaction_date > start);
  const oldest = sample.records.reduce<string | null>((min, t) => (min === null || t.transaction_date < min ? t.transaction_date : min), null);
  return { records, complete: sample.complete || (oldest !== null && oldest <= start) };
}
