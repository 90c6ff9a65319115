/**
 * Small, dependency-free statistics for the market views, DOM-free so the server's insights and
 * the browser compute with the same code. Every function ignores values that are
 * not finite numbers, so a record with a missing price never turns a median into NaN.
 *
 * Quantiles use linear interpolation between closest ranks (Hyndman & Fan type 7: numpy's default,
 * Excel's PERCENTILE.INC), so the figures an analyst recomputes in a spreadsheet match ours.
 */
import { PERIODS_PER_YEAR } from '../contract/values.ts';

const finite = (values: readonly (number | null | undefined)[]): number[] =>
  values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));

const ascending = (values: readonly (number | null | undefined)[]) => finite(values).sort((a, b) => a - b);

/** The q-quantile (0 <= q <= 1) of a sample, or null for an empty one. */
export function quantile(values: readonly (number | null | undefined)[], q: number): number | null {
  const sorted = ascending(values);
  if (!sorted.length) return null;
  const clamped = Math.min(1, Math.max(0, q));
  const pos = (sorted.length - 1) * clamped;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

export const median = (values: readonly (number | null | undefined)[]) => quantile(values, 0.5);

export interface Quartiles {
  q1: number;
  median: number;
  q3: number;
  /** Interquartile range, q3 - q1: the spread of the middle half of the sample. */
  iqr: number;
  n: number;
}

export function quartiles(values: readonly (number | null | undefined)[]): Quartiles | null {
  const sample = finite(values);
  if (!sample.length) return null;
  const q1 = quantile(sample, 0.25)!;
  const q3 = quantile(sample, 0.75)!;
  return { q1, median: quantile(sample, 0.5)!, q3, iqr: q3 - q1, n: sample.length };
}

/**
 * Where `value` sits in a sample, as a percentile rank from 0 to 100: the share of the sample
 * below it, counting ties as half below (the mid-rank definition). So the median of a sample sits
 * at 50, a value above everything at 100, and a value equal to every sample point at 50 rather
 * than at either end. Null for an empty sample.
 */
export function percentileRank(values: readonly (number | null | undefined)[], value: number): number | null {
  const sample = finite(values);
  if (!sample.length || !Number.isFinite(value)) return null;
  let below = 0;
  let equal = 0;
  for (const v of sample) {
    if (v < value) below += 1;
    else if (v === value) equal += 1;
  }
  return ((below + equal / 2) / sample.length) * 100;
}

/** Relative change from `from` to `to` (0.05 = +5%), or null when it cannot be computed. */
export function relativeChange(from: number | null | undefined, to: number | null | undefined): number | null {
  if (typeof from !== 'number' || typeof to !== 'number' || !Number.isFinite(from) || !Number.isFinite(to) || from === 0) {
    return null;
  }
  return (to - from) / from;
}

/** `YYYY-MM` of an ISO date or date-time (`2026-02-07`, `2025-02-01T00:00:00Z`), or null. */
export function monthKey(iso: string | null | undefined): string | null {
  const m = iso ? /^(\d{4})-(\d{2})/.exec(iso) : null;
  return m ? `${m[1]}-${m[2]}` : null;
}

/** The month after a `YYYY-MM` key. */
function nextMonth(key: string): string {
  const [y, m] = key.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

export interface MonthBucket {
  /** `YYYY-MM` */
  month: string;
  count: number;
  /** Null for a month with no record: a gap in a line, not a zero price. */
  median: number | null;
}

/**
 * Records grouped by calendar month, oldest first, every month from the first to the last present
 * (empty months included with count 0), so volume bars and median lines keep a true time axis.
 */
export function monthlyBuckets<T>(
  records: readonly T[],
  dateOf: (r: T) => string | null | undefined,
  valueOf: (r: T) => number | null | undefined,
): MonthBucket[] {
  const groups = new Map<string, number[]>();
  for (const r of records) {
    const key = monthKey(dateOf(r));
    const value = valueOf(r);
    if (!key || typeof value !== 'number' || !Number.isFinite(value)) continue;
    const list = groups.get(key);
    if (list) list.push(value);
    else groups.set(key, [value]);
  }
  return monthAxis([...groups.entries()].map(([month, values]) => ({ month, count: values.length, median: median(values) })));
}

/**
 * Months that hold records as one time axis, oldest first: every month from the first to the last
 * (the ones between with count 0 and no median). The market store computes its months' figures in
 * the database and lays them out with this.
 */
export function monthAxis(held: readonly MonthBucket[]): MonthBucket[] {
  if (!held.length) return [];
  const byMonth = new Map(held.map((b) => [b.month, b]));
  const keys = [...byMonth.keys()].sort();
  const last = keys[keys.length - 1]!;
  const out: MonthBucket[] = [];
  // 600 months is 50 years: a guard against a nonsense date making an endless axis.
  for (let key = keys[0]!; out.length < 600; key = nextMonth(key)) {
    out.push(byMonth.get(key) ?? { month: key, count: 0, median: null });
    if (key === last) break;
  }
  return out;
}

export interface GroupSummary<K> {
  key: K;
  count: number;
  median: number | null;
  q1: number | null;
  q3: number | null;
}

/** Count, median and quartiles per group (e.g. per bedroom count), in the order `order` gives. */
export function summariseBy<T, K>(
  records: readonly T[],
  keyOf: (r: T) => K | null | undefined,
  valueOf: (r: T) => number | null | undefined,
  order: (a: K, b: K) => number,
): GroupSummary<K>[] {
  const groups = new Map<K, number[]>();
  for (const r of records) {
    const key = keyOf(r);
    const value = valueOf(r);
    if (key === null || key === undefined || typeof value !== 'number' || !Number.isFinite(value)) continue;
    const list = groups.get(key);
    if (list) list.push(value);
    else groups.set(key, [value]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => order(a, b))
    .map(([key, values]) => {
      const q = quartiles(values)!;
      return { key, count: q.n, median: q.median, q1: q.q1, q3: q.q3 };
    });
}

export interface GrossYield {
  /** Median yearly rent / median sale price; null when either sample is empty. */
  yield: number | null;
  medianYearlyRent: number | null;
  medianPrice: number | null;
  rentCount: number;
  saleCount: number;
}

/**
 * Gross yield from two independent samples: the median yearly rent of rented units over the median
 * price of sold ones. Medians, not means, so one palace sale does not move it. Rents must already
 * be yearly (see `toYearlyRent`).
 */
export function grossYield(
  yearlyRents: readonly (number | null | undefined)[],
  salePrices: readonly (number | null | undefined)[],
): GrossYield {
  const rents = finite(yearlyRents);
  const prices = finite(salePrices).filter((p) => p > 0);
  const medianYearlyRent = median(rents);
  const medianPrice = median(prices);
  return {
    yield: medianYearlyRent !== null && medianPrice !== null ? medianYearlyRent / medianPrice : null,
    medianYearlyRent,
    medianPrice,
    rentCount: rents.length,
    saleCount: prices.length,
  };
}

/** A rent as a yearly figure, whatever its period; null for sale prices or unknown periods. */
export function yearlyRent(value: number, period: string): number | null {
  const perYear = PERIODS_PER_YEAR[period as keyof typeof PERIODS_PER_YEAR];
  return perYear ? value * perYear : null;
}

/**
 * A rent as a yearly figure. `period` is the rent's period when the record says (`monthly`,
 * `weekly`...); records that say nothing are taken as yearly, which is how the UAE quotes rents and
 * how transaction records report them. A sale period (`sell`) or an unknown one gives null, so it
 * never enters a rent sample.
 */
export function toYearlyRent(value: number | null | undefined, period?: string | null): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (period === undefined || period === null || period === '') return value;
  return yearlyRent(value, period.toLowerCase());
}
