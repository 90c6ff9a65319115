/**
 * A drawn chart keeps its axis labels inside the drawing: the last month of a category axis is
 * centred on the far edge, and once lost its last characters ("Oct 202"). It is drawn at its
 * frame's size, and a chart of two series names them in a legend of its frame's own.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { levelSpec, salesSpec } from '../../testing/chart-specs.ts';
import { renderCharts } from '../../testing/render-charts.tsx';
import type { ChartSpec } from './spec.ts';

const renderChart = (url: string, drawn: ChartSpec = levelSpec, width?: number) => renderCharts(url, [drawn], width);

describe('chart edges', () => {
  it.each(['/', '/?lang=ar'])('every label of a month chart is inside the drawing (%s)', async (url) => {
    const screen = await renderChart(url);
    await expect.poll(() => screen.container.querySelectorAll('svg.chart-surface text').length, { timeout: 8000 }).toBeGreaterThan(1);
    const svg = screen.container.querySelector('svg.chart-surface');
    const box = screen.container.querySelector('svg.chart-surface')!.getBoundingClientRect();
    const ticks = [...screen.container.querySelectorAll('svg.chart-surface text')];
    const outside = ticks
      .map((t) => ({ text: t.textContent, r: t.getBoundingClientRect() }))
      .filter(({ r }) => r.left < box.left - 0.5 || r.right > box.right + 0.5)
      .map(({ text }) => text);
    expect(svg).not.toBeNull();
    expect(outside).toEqual([]);
  });

  it("is drawn at its frame's size, and names two series in its own legend", async () => {
    const screen = await renderChart('/', salesSpec);
    await expect.poll(() => screen.container.querySelector('svg.chart-surface'), { timeout: 8000 }).not.toBeNull();
    const svg = screen.container.querySelector('svg.chart-surface')!;
    const box = svg.closest('[data-chart]')!.parentElement!.getBoundingClientRect();
    expect(Number(svg.getAttribute('width'))).toBe(Math.round(box.width));
    expect(Number(svg.getAttribute('height'))).toBe(200);
    // The frame's legend, after the drawing: a mark and a name per series.
    const legend = screen.container.querySelector('[data-testid="chart-legend"]')!;
    expect([...legend.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Transactions', 'Median price']);
    expect(legend.querySelector('rect')?.getAttribute('fill')).toBe('#64748b');
    expect(legend.querySelector('line')?.getAttribute('stroke')).toBe('#1d4ed8');
    expect(legend.querySelector('[style]')).toBeNull();
  });

  it('draws no legend for one series', async () => {
    const screen = await renderChart('/');
    await expect.poll(() => screen.container.querySelector('svg.chart-surface'), { timeout: 8000 }).not.toBeNull();
    expect(screen.container.querySelector('[data-testid="chart-legend"]')).toBeNull();
  });

  it.each(['/', '/?lang=ar'])('keeps the keyboard tooltip of a long series name inside a phone-wide drawing (%s)', async (url) => {
    const longName: ChartSpec = {
      ...levelSpec,
      series: [
        {
          key: 'level',
          label: 'Community and tower (the same level, per square foot)',
          kind: 'line',
          color: '#1d4ed8',
          format: 'aedPerSqft',
        },
      ],
    };
    const screen = await renderChart(url, longName, 330);
    await expect.poll(() => screen.container.querySelector('svg.chart-surface'), { timeout: 8000 }).not.toBeNull();
    const svg = screen.container.querySelector<SVGSVGElement>('svg.chart-surface')!;
    svg.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const tooltip = () => screen.container.querySelector('[data-chart-tooltip]');
    await expect.poll(tooltip).not.toBeNull();
    await expect.poll(() => tooltip()!.getBoundingClientRect().width).toBeGreaterThan(0);
    const box = svg.getBoundingClientRect();
    const tip = tooltip()!.getBoundingClientRect();
    expect(tip.left).toBeGreaterThanOrEqual(box.left - 0.5);
    expect(tip.right).toBeLessThanOrEqual(box.right + 0.5);
  });
});
