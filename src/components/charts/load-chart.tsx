/**
 * The drawing code (about 5 KB gzip, and d3-scale's 12 where a page has not loaded it) in its own
 * chunk, loaded once: when a chart first comes near the viewport, or earlier where a page's charts
 * are its first content (`preloadCharts` in a route's loader). Once loaded a drawing waits only for its turn (`takeDrawTurn`): behind React's
 * Suspense it waited for the next reveal (up to 300 ms in React 19) after its code had arrived.
 */
import { createElement, type ComponentProps } from 'react';
import type CartesianChart from './CartesianChart.tsx';
import { loadOnce } from '../../lib/load-once.ts';

type Drawing = typeof CartesianChart;

const drawing = loadOnce(() => import('./CartesianChart.tsx').then((m): Drawing => m.default));

/** Start loading the drawing code (once; again after a failure). */
export const preloadCharts = drawing.load;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The longest a drawing holds its turn: one that never says it has drawn holds up the rest no longer. */
const TURN_MS = 1000;

/** The end of the queue of first draws: a new drawing waits for it. */
let lastTurn: Promise<void> = Promise.resolve();

/**
 * A place in the queue of first draws: a page's charts drawn together are one task, every key
 * blocked throughout; in turns, each is a task of its own and the page answers between them. (With
 * Recharts, the market overview's two were 800-1,100 ms at 4x on a slow machine; now a chart's
 * draw is a render of plain SVG.)
 * `turn` resolves a task after the drawing before has drawn (or gone, or held its turn for a
 * second); `done` says this one has.
 */
export function takeDrawTurn(): { turn: Promise<void>; done: () => void } {
  let done!: () => void;
  const drawn = new Promise<void>((resolve) => (done = resolve));
  const turn = lastTurn;
  lastTurn = turn.then(() => Promise.race([drawn, wait(TURN_MS)])).then(() => wait(0));
  return { turn, done };
}

/** The chart, drawn by the loaded code (rendered once `preloadCharts()` has resolved). */
export function ChartDrawing(props: ComponentProps<Drawing>) {
  const loaded = drawing.loaded();
  return loaded ? createElement(loaded, props) : null;
}
