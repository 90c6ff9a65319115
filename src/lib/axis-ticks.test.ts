import { describe, expect, it } from 'vitest';
import { monthTicks, niceAxis, tickFormatter, tickLabels } from './axis-ticks.ts';

const distinct = (labels: readonly string[]) => new Set(labels).size === labels.length;

describe('niceAxis', () => {
  it('widens the data to round ticks at both ends', () => {
    const axis = niceAxis([3_561_000, 3_598_000, 3_642_000]);
    expect(axis).not.toBeNull();
    expect(axis!.domain[0]).toBeLessThanOrEqual(3_561_000);
    expect(axis!.domain[1]).toBeGreaterThanOrEqual(3_642_000);
    expect(axis!.ticks[0]).toBe(axis!.domain[0]);
    expect(axis!.ticks.at(-1)).toBe(axis!.domain[1]);
    const steps = axis!.ticks.slice(1).map((t, i) => Math.round(t - axis!.ticks[i]!));
    expect(new Set(steps).size).toBe(1);
    // A round step: 1, 2 or 5 times a power of ten.
    expect([1, 2, 5]).toContain(steps[0]! / 10 ** Math.floor(Math.log10(steps[0]!)));
  });

  it('starts bars at zero and keeps counts whole', () => {
    const axis = niceAxis([1, 2, 3], { includeZero: true, integer: true });
    expect(axis!.domain[0]).toBe(0);
    expect(axis!.ticks.every(Number.isInteger)).toBe(true);
    expect(axis!.ticks).toEqual([0, 1, 2, 3]);
  });

  it('gives one repeated value a band around it, and zero the flat span', () => {
    const one = niceAxis([2000, 2000]);
    expect(one!.domain[0]).toBeLessThan(2000);
    expect(one!.domain[1]).toBeGreaterThan(2000);
    expect(niceAxis([0, 0], { flatSpan: 0.02 })!.domain).toEqual([-0.01, 0.01]);
  });

  it('ignores what is not a finite number, and is null without any', () => {
    expect(niceAxis([null, 'x', NaN, Infinity])).toBeNull();
    expect(niceAxis([null, 5, 10])!.ticks[0]).toBe(5);
  });
});

describe('tickLabels', () => {
  it('writes prices a few thousand apart with the digits that tell them apart', () => {
    // The registry's "by month" axis read "3.6M" on every tick.
    const { ticks } = niceAxis([3_561_000, 3_642_000])!;
    const labels = tickLabels(ticks, 'compact');
    expect(distinct(labels)).toBe(true);
    expect(labels).toEqual(['3.56M', '3.58M', '3.6M', '3.62M', '3.64M', '3.66M']);
  });

  it('uses one unit for the whole axis and drops needless zeros', () => {
    expect(tickLabels([0, 500_000, 1_000_000, 1_500_000], 'compact')).toEqual(['0', '0.5M', '1M', '1.5M']);
    expect(tickLabels([80_000, 90_000, 100_000], 'compact')).toEqual(['80K', '90K', '100K']);
    expect(tickLabels([0, 2, 4, 6], 'compact')).toEqual(['0', '2', '4', '6']);
  });

  it('signs percent changes with enough digits: never +1%, +1%, 0%, −1%, −1%', () => {
    const { ticks } = niceAxis([-0.012, 0.013])!;
    const labels = tickLabels(ticks, 'signedPercent');
    expect(distinct(labels)).toBe(true);
    expect(labels).toContain('0%');
    expect(tickLabels([-0.01, -0.005, 0, 0.005, 0.01], 'signedPercent')).toEqual(['−1%', '−0.5%', '0%', '+0.5%', '+1%']);
    expect(tickLabels([0.05, 0.06, 0.07], 'percent')).toEqual(['5%', '6%', '7%']);
  });

  it('groups levels per sqft and keeps decimals only when the step needs them', () => {
    expect(tickLabels([2200, 2250, 2300], 'number')).toEqual(['2,200', '2,250', '2,300']);
    expect(tickLabels([1, 1.5, 2], 'number')).toEqual(['1', '1.5', '2']);
  });

  it('never repeats a label over many ranges', () => {
    for (const [lo, hi] of [
      [1_000, 1_003],
      [999_000, 1_001_000],
      [3_600_000, 3_600_900],
      [0.0001, 0.0009],
      [-0.002, 0.003],
      [12, 12_000_000],
    ] as const) {
      const { ticks } = niceAxis([lo, hi], { count: 6 })!;
      for (const style of ['compact', 'number', 'percent', 'signedPercent'] as const) {
        expect(distinct(tickLabels(ticks, style)), `${lo}..${hi} ${style}: ${tickLabels(ticks, style).join(' ')}`).toBe(true);
      }
    }
  });
});

describe('tickFormatter', () => {
  it('labels the ticks it was made for, and other values at the same precision', () => {
    const format = tickFormatter([3_560_000, 3_580_000, 3_600_000], 'compact');
    expect(format(3_580_000)).toBe('3.58M');
    expect(format('3600000')).toBe('3.6M');
    expect(format(3_590_000)).toBe('3.59M');
    expect(format('x')).toBe('');
  });
});

describe('monthTicks', () => {
  it('puts time ticks on month starts, thinned', () => {
    const jan15 = Date.UTC(2026, 0, 15);
    const apr2 = Date.UTC(2026, 3, 2);
    // Feb 1, Mar 1, Apr 1 lie inside 15 Jan .. 2 Apr
    expect(monthTicks([apr2, jan15])).toEqual([Date.UTC(2026, 1, 1), Date.UTC(2026, 2, 1), Date.UTC(2026, 3, 1)]);
    expect(monthTicks([])).toEqual([]);
  });

  it("steps a round number of months, on the calendar's marks, as many as fit", () => {
    const months = (ticks: number[]) => ticks.map((t) => new Date(t).toISOString().slice(0, 7));
    const year = [Date.UTC(2025, 10, 15), Date.UTC(2026, 9, 15)];
    // Every second month, odd ones: 1 Jan 2025 .. 31 Dec 2025 has 11 month starts.
    expect(months(monthTicks([Date.UTC(2025, 0, 1), Date.UTC(2025, 11, 31)], 6))).toEqual([
      '2025-03',
      '2025-05',
      '2025-07',
      '2025-09',
      '2025-11',
    ]);
    expect(months(monthTicks(year, 4))).toEqual(['2026-01', '2026-04', '2026-07', '2026-10']);
    expect(months(monthTicks(year, 3))).toEqual(['2026-01', '2026-07']);
    expect(months(monthTicks(year, 1))).toEqual(['2026-01']);
    expect(months(monthTicks([Date.UTC(2020, 0, 15), Date.UTC(2026, 1, 20)], 4))).toEqual(['2022-01', '2024-01', '2026-01']);
    // A range with one month start has that one.
    expect(months(monthTicks([Date.UTC(2026, 0, 15), Date.UTC(2026, 1, 20)], 3))).toEqual(['2026-02']);
  });
});
