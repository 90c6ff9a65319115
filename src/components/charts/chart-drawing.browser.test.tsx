/**
 * How charts are drawn on a slow phone: each first draw is a task of its own (a page's charts
 * drawn together were one long task, every key blocked), and the names beside a vertical
 * layout's bars wrap.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { districtsSpec, levelSpec, salesSpec } from '../../testing/chart-specs.ts';
import { renderCharts } from '../../testing/render-charts.tsx';

const surfaces = () => document.querySelectorAll('svg.chart-surface').length;

let stop: () => void = () => undefined;
afterEach(() => stop());

/** A count of the page's tasks: a message posted to itself, each received in a task of its own. */
function countTasks(): () => number {
  let tasks = 0;
  const channel = new MessageChannel();
  let running = true;
  channel.port1.onmessage = () => {
    tasks++;
    if (running) channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  stop = () => {
    running = false;
    channel.port1.close();
  };
  return () => tasks;
}

describe('drawing charts', () => {
  it('draws charts shown together one at a time, each in a task of its own', async () => {
    const task = countTasks();
    // Each change in how many drawings the page holds, with the task it was seen in.
    const seen: { drawn: number; task: number }[] = [];
    const observer = new MutationObserver(() => {
      const drawn = surfaces();
      if (drawn !== seen.at(-1)?.drawn) seen.push({ drawn, task: task() });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await renderCharts('/', [levelSpec, salesSpec, levelSpec]);
    await expect.poll(surfaces, { timeout: 10_000 }).toBe(3);
    observer.disconnect();
    const drawing = seen.filter((s) => s.drawn > 0);
    expect(drawing.map((s) => s.drawn)).toEqual([1, 2, 3]);
    expect(new Set(drawing.map((s) => s.task)).size).toBe(3);
  });

  it('wraps a long name beside the bars of a vertical chart', async () => {
    await renderCharts('/', [districtsSpec]);
    await expect.poll(surfaces, { timeout: 10_000 }).toBe(1);
    const names = [...document.querySelectorAll('[data-axis="y"] .chart-tick')];
    const long = names.find((n) => n.textContent.includes('Barsha'));
    expect(long?.querySelectorAll('tspan').length).toBeGreaterThan(1);
  });
});
