/**
 * Transaction figures as pure functions, DOM-free: the server's insights compute them over the
 * store, and the browser's tests and views read the same definitions.
 */
import type { InsightSummary, MomentumRow, Transaction, TransactionPeriod, TransactionType, YieldRow } from '../contract/index.ts';
import { TRANSACTION_PERIODS } from '../contract/values.ts';
import { grossYield, median, quartiles, relativeChange, toYearlyRent } from './stats.ts';

/** The fields figures need: a stored row or a service record. */
export type PricedRecord = Pick<Transaction, 'price' | 'transaction_date' | 'bedrooms'> & Record<string, unknown>;

/** "Hotel Apartment" -> "hotel-apartment": the contract's spelling of a displayed type; null for none. */
export function propertyTypeKey(display: string | null | undefined): string | null {
  const key = (display ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return key === '' ? null : key;
}

/**
 * The price of a transaction as the figure we compare: a sale price as is; a rent as a yearly
 * figure. Transaction records carry no rent period (spec, and the embedded gateway sends yearly
 * rents), so a rent is yearly unless a record names its period in a field of its own.
 */
export function comparablePrice(t: PricedRecord, type: TransactionType): number | null {
  if (type === 'sold') return Number.isFinite(t.price) && t.price > 0 ? t.price : null;
  const period = ['rent_frequency', 'price_period', 'period'].map((k) => t[k]).find((v): v is string => typeof v === 'string');
  return toYearlyRent(t.price, period);
}

export function summarise(records: readonly PricedRecord[], type: TransactionType): InsightSummary {
  const q = quartiles(records.map((t) => comparablePrice(t, type)));
  return q ? { count: q.n, median: q.median, q1: q.q1, q3: q.q3, iqr: q.iqr } : { count: 0, median: null, q1: null, q3: null, iqr: null };
}

/**
 * Momentum: the median of each look-back period (12, 6, 3, 1 months) and its change against the
 * 12-month median. Recent medians above the year's mean prices are moving up.
 */
export function momentum(
  samples: Record<TransactionPeriod, { records: readonly PricedRecord[]; complete: boolean }>,
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

/** A record's bedroom count, or null when it has none. */
export const bedsOf = (t: PricedRecord) => (typeof t.bedrooms === 'number' && Number.isFinite(t.bedrooms) ? t.bedrooms : null);

/** Gross yield per bedroom count, from a sold sample and a rented one of the same filters. */
export function yieldByBedrooms(sold: readonly PricedRecord[], rented: readonly PricedRecord[]): YieldRow[] {
  const beds = [...new Set([...sold, ...rented].map(bedsOf).filter((b): b is number => b !== null))].sort((a, b) => a - b);
  return beds.map((b) => ({
    beds: b,
    ...grossYield(
      rented.filter((t) => bedsOf(t) === b).map((t) => comparablePrice(t, 'rented')),
      sold.filter((t) => bedsOf(t) === b).map((t) => comparablePrice(t, 'sold')),
    ),
  }));
}

/**
 * The day (UTC, `YYYY-MM-DD`) a look-back of `months` starts from `asOf`; records dated after it
 * count, as the service counts its periods.
 */
export function monthsBefore(months: number, asOf: Date): string {
  const start = new Date(Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth() - months, asOf.getUTCDate()));
  return start.toISOString().slice(0, 10);
}

/**
 * The part of a newest-first sample that falls after `start`. `complete` when the sample holds
 * the whole period: it reached the end of the list, or its oldest record is older than the start.
 */
export function withinPeriod<T extends PricedRecord>(
  sample: { records: readonly T[]; complete: boolean },
  start: string,
): { records: T[]; complete: boolean } {
  const records = sample.records.filter((t) => t.transaction_date > start);
  const oldest = sample.records.reduce<string | null>(
    (min, t) => (min === null || t.transaction_date < min ? t.transaction_date : min),
    null,
  );
  return { records, complete: sample.complete || (oldest !== null && oldest <= start) };
}
