/**
 * A chart's tooltip: the keyboard walks it through the rows the way the chart reads (rightwards in
 * English, leftwards in Arabic), a screen reader hears each row, and the pointer shows the row
 * nearest it.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { levelSpec } from '../../testing/chart-specs.ts';
import { renderCharts } from '../../testing/render-charts.tsx';

const surface = () => document.querySelector<SVGSVGElement>('svg.chart-surface');
const tooltip = () => document.querySelector('[data-chart-tooltip]');
const heard = () => document.querySelector('[data-chart] [aria-live]')?.textContent ?? '';

describe('chart tooltip', () => {
  it('walks the months with the arrow keys, and Escape closes it', async () => {
    await renderCharts('/', [levelSpec]);
    await expect.poll(surface, { timeout: 8000 }).not.toBeNull();
    surface()!.focus();
    await expect.poll(() => tooltip()?.textContent).toMatch(/^Nov 2025Level: AED 2,200\/sqft$/);
    expect(heard()).toBe('Nov 2025: Level AED 2,200/sqft');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect.poll(() => tooltip()?.textContent).toMatch(/^Jan 2026/);
    await userEvent.keyboard('{End}');
    await expect.poll(() => tooltip()?.textContent).toMatch(/^Oct 2026Level: AED 2,420\/sqft/);
    await userEvent.keyboard('{ArrowRight}');
    expect(tooltip()?.textContent).toMatch(/^Oct 2026/);
    await userEvent.keyboard('{Escape}');
    await expect.poll(tooltip).toBeNull();
    expect(heard()).toBe('');
  });

  it('walks leftwards in Arabic, where time runs from the right', async () => {
    await renderCharts('/?lang=ar', [levelSpec]);
    await expect.poll(surface, { timeout: 8000 }).not.toBeNull();
    surface()!.focus();
    await expect.poll(() => heard()).toMatch(/^نوفمبر 2025/);
    await userEvent.keyboard('{ArrowLeft}');
    await expect.poll(() => heard()).toMatch(/^ديسمبر 2025/);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect.poll(() => heard()).toMatch(/^نوفمبر 2025/);
  });

  it('shows the row nearest the pointer, inside the drawing, and hides it when the pointer leaves', async () => {
    await renderCharts('/', [levelSpec]);
    await expect.poll(surface, { timeout: 8000 }).not.toBeNull();
    const svg = surface()!;
    // The sixth month's dot: the pointer just beside it.
    const dot = svg.querySelectorAll('.chart-dot')[5]!.getBoundingClientRect();
    const box = svg.getBoundingClientRect();
    await userEvent.hover(svg, { position: { x: dot.left - box.left + 6, y: dot.top - box.top } });
    await expect.poll(() => tooltip()?.textContent).toMatch(/^Apr 2026/);
    const tip = tooltip()!.getBoundingClientRect();
    expect(tip.left).toBeGreaterThanOrEqual(box.left);
    expect(tip.right).toBeLessThanOrEqual(box.right);
    await userEvent.unhover(svg);
    await expect.poll(tooltip).toBeNull();
  });
});
