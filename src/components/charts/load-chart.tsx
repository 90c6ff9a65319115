/**
 * The drawing code (Recharts, ~80 KB gzip) in its own chunk, loaded once: when a chart first comes
 * near the viewport, or earlier where a page's charts are its first content (`preloadCharts` in a
 * route's loader). Once loaded it is drawn at once: behind React's Suspense a drawing waited for
 * the next reveal (up to 300 ms in React 19) after its code had arrived.
 */
import { createElement, type ComponentProps } from 'react';
import type CartesianChart from './CartesianChart.tsx';

type Drawing = typeof CartesianChart;

let loaded: Drawing | undefined;
let loading: Promise<Drawing> | undefined;

/** Start loading the drawing code (once; again after a failure). */
export function preloadCharts(): Promise<Drawing> {
  loading ??= import('./CartesianChart.tsx').then(
    (m) => (loaded = m.default),
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/** Whether the drawing code is in. */
export const chartsLoaded = (): boolean => loaded !== undefined;

/** The chart, drawn by the loaded code (render only once `chartsLoaded()`). */
export function ChartDrawing(props: ComponentProps<Drawing>) {
  return loaded ? createElement(loaded, props) : null;
}
