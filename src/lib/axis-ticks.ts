/**
 * Value axes that read right: round ticks (d3-scale's `nice()` and `ticks()`) and labels written
 * with just enough digits for the tick step, so no two ticks of an axis ever read the same
 * ("3.55M, 3.6M, 3.65M", never "3.6M" three times; "+0.5%, 0%, −0.5%", never "+1%, +1%, 0%").
 * Every chart's value axes come from here, and the month ticks of its time axes.
 */
import { scaleLinear } from 'd3-scale';

/** How an axis writes its numbers: compact ("1.5M", "850K"), grouped ("2,250"), or percent of a ratio. */
export type TickStyle = 'compact' | 'number' | 'percent' | 'signedPercent';

export interface NiceAxis {
  /** The axis's extent: the data's, widened to round tick values at both ends. */
  domain: [number, number];
  /** Round, evenly spaced values from one end of the domain to the other. */
  ticks: number[];
}

export interface NiceAxisOptions {
  /** About how many ticks (d3 picks a round step near range / count). */
  count?: number;
  /** Start the axis at zero: bars, whose length must mean their value. */
  includeZero?: boolean;
  /** Only whole-number ticks (counts of sales). */
  integer?: boolean;
  /** The span shown when every value is the same (zero has no "10% of itself"). */
  flatSpan?: number;
}

/** A nice axis over the finite values, or null when there are none. */
export function niceAxis(values: readonly unknown[], options: NiceAxisOptions = {}): NiceAxis | null {
  const { count = 5, includeZero = false, integer = false, flatSpan = 1 } = options;
  const finite = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (!finite.length) return null;
  let lo = Math.min(...finite);
  let hi = Math.max(...finite);
  if (includeZero) {
    lo = Math.min(lo, 0);
    hi = Math.max(hi, 0);
  }
  if (lo === hi) {
    // One value: a band around it (±10%, or the flat span around zero), so the line sits mid-axis.
    const half = lo === 0 ? flatSpan / 2 : Math.abs(lo) * 0.1;
    lo = includeZero && lo >= 0 ? 0 : lo - half;
    hi = includeZero && hi <= 0 ? 0 : hi + half;
  }
  const scale = scaleLinear().domain([lo, hi]).nice(count);
  let ticks = scale.ticks(count);
  if (integer) {
    ticks = ticks.filter((t) => Number.isInteger(t));
    if (ticks.length < 2) ticks = [Math.floor(lo), Math.ceil(hi)].filter((t, i, all) => all.indexOf(t) === i);
  }
  const [d0, d1] = scale.domain() as [number, number];
  return { domain: [Math.min(d0, ticks[0] ?? d0), Math.max(d1, ticks[ticks.length - 1] ?? d1)], ticks };
}

const COMPACT_UNITS = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

/** Digits after the point that tell values `step` apart (step 0.05 -> 2, step 5 -> 0). */
function digitsFor(step: number): number {
  if (!(step > 0) || !Number.isFinite(step)) return 0;
  return Math.min(6, Math.max(0, Math.ceil(-Math.log10(step) - 1e-9)));
}

/** "2.50" -> "2.5", "3.00" -> "3": trailing zeros say nothing (the step is in the other ticks). */
const trim = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

const grouped = (value: number, digits: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: digits });

/**
 * The labels of an axis's ticks, in the order given. The precision comes from the step between
 * ticks, and one unit (K, M, B) serves the whole axis, so labels are distinct whenever the ticks are.
 */
export function tickLabels(ticks: readonly number[], style: TickStyle): string[] {
  const sorted = [...ticks].sort((a, b) => a - b);
  let step = Infinity;
  for (let i = 1; i < sorted.length; i++) step = Math.min(step, sorted[i]! - sorted[i - 1]!);
  if (!Number.isFinite(step)) step = Math.abs(sorted[0] ?? 0) || 1;
  const largest = Math.max(...sorted.map(Math.abs), 0);

  switch (style) {
    case 'compact': {
      const unit = COMPACT_UNITS.find((u) => largest >= u.size);
      if (!unit) return ticks.map((t) => grouped(t, digitsFor(step)));
      const digits = digitsFor(step / unit.size);
      return ticks.map((t) => (t === 0 ? '0' : `${trim((t / unit.size).toFixed(digits))}${unit.suffix}`));
    }
    case 'number':
      return ticks.map((t) => grouped(t, digitsFor(step)));
    case 'percent': {
      const digits = digitsFor(step * 100);
      return ticks.map((t) => `${trim((t * 100).toFixed(digits))}%`);
    }
    case 'signedPercent': {
      const digits = digitsFor(step * 100);
      return ticks.map((t) => {
        const text = trim((Math.abs(t) * 100).toFixed(digits));
        if (Number(text) === 0) return '0%';
        // The typographic minus, as formatSignedPercent writes it.
        return `${t > 0 ? '+' : '−'}${text}%`;
      });
    }
  }
}

/**
 * A tick formatter for a chart library: the label of each of `ticks`; any other value (a library
 * asking about a value off the list) is written with the same precision.
 */
export function tickFormatter(ticks: readonly number[], style: TickStyle): (value: unknown) => string {
  const labels = new Map(tickLabels(ticks, style).map((label, i) => [ticks[i], label]));
  return (value) => {
    const n = Number(value);
    if (!Number.isFinite(n)) return '';
    return labels.get(n) ?? tickLabels([...ticks, n], style).at(-1) ?? '';
  };
}

/** Month steps a time axis takes: each month, every second, quarter, half year, year and so on. */
const MONTH_STEPS = [1, 2, 3, 6, 12, 24, 60, 120];

/**
 * Ticks for a time axis: month starts (UTC) within the data's range, at most `max` of them, a
 * round number of months apart and on the calendar's own marks (quarters on Jan, Apr, Jul, Oct),
 * so every tick can be labelled and the steps are even.
 */
export function monthTicks(times: readonly number[], max = 7): number[] {
  if (!times.length) return [];
  const lo = Math.min(...times);
  const hi = Math.max(...times);
  const months: number[] = [];
  const d = new Date(lo);
  for (let t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1); t <= hi && months.length < 1200;) {
    months.push(t);
    const m = new Date(t);
    t = Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 1);
  }
  const limit = Math.max(1, max);
  const monthIndex = (t: number) => new Date(t).getUTCFullYear() * 12 + new Date(t).getUTCMonth();
  // The finest step that fits with two ticks or more; failing that, the finest with one.
  let single: number[] = [];
  for (const step of MONTH_STEPS) {
    const marked = months.filter((t) => monthIndex(t) % step === 0);
    if (marked.length > limit || !marked.length) continue;
    if (marked.length >= 2 || months.length < 2) return marked;
    if (!single.length) single = marked;
  }
  return single.length ? single : months.slice(0, 1);
}
