import { describe, expect, it } from 'vitest';
import { chartGeometry, wrapWords } from './chart-geometry.ts';
import type { ChartSpec } from './spec.ts';
import { districtsSpec, levelSpec as level, salesSpec as sales } from '../../testing/chart-specs.ts';

const AED = { currency: 'AED', unit: 'sqft' } as const;
const labels = (g: ReturnType<typeof chartGeometry>, axis: 'x' | 'y') =>
  g.axes.filter((a) => a.axis === axis).flatMap((a) => a.ticks.map((t) => t.lines.join(' ')));

describe('chart geometry', () => {
  it('runs time rightwards with the value axis on the left, and leftwards with it on the right right to left', () => {
    const ltr = chartGeometry(level, AED, 800, 280, false);
    expect(ltr.slots[0]).toBe(ltr.plot.left);
    expect(ltr.slots[11]).toBe(ltr.plot.right);
    expect(ltr.axes.find((a) => a.axis === 'y')!.side).toBe('left');
    const rtl = chartGeometry(level, AED, 800, 280, true);
    expect(rtl.slots[0]).toBe(rtl.plot.right);
    expect(rtl.slots[11]).toBe(rtl.plot.left);
    const valueAxis = rtl.axes.find((a) => a.axis === 'y')!;
    expect(valueAxis.side).toBe('right');
    // Its labels stand right of the plot, reading away from it.
    expect(valueAxis.ticks.every((t) => t.x > rtl.plot.right)).toBe(true);
    expect(valueAxis.title).toMatchObject({ text: 'AED/sqft', angle: 90 });
    // The line meets every point, in order.
    expect(ltr.lines[0]!.dots).toHaveLength(12);
    expect(ltr.lines[0]!.d.match(/L/g)).toHaveLength(11);
  });

  it('labels months in even steps, as many as fit the width', () => {
    expect(labels(chartGeometry(level, AED, 1200, 280, false), 'x')).toHaveLength(12);
    const phone = chartGeometry(level, AED, 330, 280, false).axes[0]!.ticks.map((t) => t.x);
    expect(phone.length).toBeLessThan(12);
    expect(phone.length).toBeGreaterThanOrEqual(3);
    const steps = phone.slice(1).map((x, i) => x - phone[i]!);
    for (const step of steps) expect(step).toBeCloseTo(steps[0]!);
  });

  it('draws bars inside their band from zero, beside a line on its own axis', () => {
    const g = chartGeometry(sales, AED, 800, 280, false);
    const bars = g.bars[0]!.rects;
    expect(bars).toHaveLength(12);
    const band = g.slots[1]! - g.slots[0]!;
    for (const r of bars) {
      expect(r.x).toBeGreaterThanOrEqual(g.slots[r.row]! - band / 2);
      expect(r.x + r.width).toBeLessThanOrEqual(g.slots[r.row]! + band / 2);
      expect(r.width).toBeLessThanOrEqual(40);
      // From the axis's zero, the plot's bottom.
      expect(r.y + r.height).toBeCloseTo(g.plot.bottom);
    }
    expect(g.axes.map((a) => a.side)).toEqual(['bottom', 'left', 'right']);
    expect(g.zeroLine).toBeNull();
  });

  it('breaks a line where a month is missing, holds a step line flat, and draws a zero line for changes', () => {
    const gappy: ChartSpec = {
      ...level,
      data: level.data.map((row, i) => (i === 5 ? { ...row, level: null } : row)),
      series: [{ ...level.series[0]!, step: true }],
    };
    const g = chartGeometry(gappy, AED, 800, 280, false);
    expect(g.lines[0]!.d.match(/M/g)).toHaveLength(2);
    expect(g.lines[0]!.d).toMatch(/^M[\d.]+,[\d.]+H[\d.]+V[\d.]+/);
    expect(g.lines[0]!.dots).toHaveLength(11);

    const change: ChartSpec = {
      data: level.data.map((row, i) => ({ month: row.month!, change: i % 2 ? 0.03 : -0.02 })),
      x: level.x,
      series: [{ key: 'change', label: 'Change', kind: 'bar', color: '#000', format: 'signedPercent' }],
    };
    const c = chartGeometry(change, AED, 800, 280, false);
    expect(c.zeroLine).not.toBeNull();
    // Falls hang below the zero line, rises stand on it.
    const [fall, rise] = c.bars[0]!.rects;
    expect(fall!.y).toBeCloseTo(c.zeroLine!.y1);
    expect(rise!.y + rise!.height).toBeCloseTo(c.zeroLine!.y1);
  });

  it('lists long names down the side, wrapped, with bars running across from them', () => {
    const ltr = chartGeometry(districtsSpec, AED, 600, 200, false);
    const names = ltr.axes.find((a) => a.axis === 'y')!.ticks;
    expect(names[0]!.lines.length).toBeGreaterThan(1);
    // Each line a name isolated in its own direction.
    expect(names[1]!.lines).toEqual(['\u2068Marsa\u2069']);
    expect(ltr.bars[0]!.rects.every((r) => r.x === ltr.plot.left)).toBe(true);
    const rtl = chartGeometry(districtsSpec, AED, 600, 200, true);
    expect(rtl.bars[0]!.rects.every((r) => r.x + r.width === rtl.plot.right)).toBe(true);
    expect(labels(rtl, 'x')[0]).toBe('0');
  });

  it('places points on a time axis by their date', () => {
    const day = (d: number) => Date.UTC(2026, 0, d);
    const scatter: ChartSpec = {
      data: [
        { date: day(1), price: 1_000_000 },
        { date: day(20), price: 1_200_000 },
        { date: day(10), price: 900_000 },
      ],
      x: { key: 'date', label: 'Date', format: 'date', scale: 'time' },
      series: [{ key: 'price', label: 'Price', kind: 'scatter', color: '#000', format: 'aed' }],
    };
    const g = chartGeometry(scatter, AED, 800, 280, false);
    const [a, b, c] = g.points[0]!.dots;
    expect(a!.cx).toBeLessThan(c!.cx);
    expect(c!.cx).toBeLessThan(b!.cx);
    expect(a!.cx).toBeGreaterThan(g.plot.left);
  });

  it('wraps words into lines of a given length', () => {
    expect(wrapWords('Al Barsha South Fourth', 10)).toEqual(['Al Barsha', 'South', 'Fourth']);
    expect(wrapWords('Extraordinarily', 5)).toEqual(['Extraordinarily']);
    expect(wrapWords('', 5)).toEqual(['']);
  });
});
