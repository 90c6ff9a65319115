/**
 * What is drawn once its place nears the viewport (a listing's small map, its mortgage estimate):
 * below the fold on a phone, their code and first render would otherwise run in the page's first
 * long task. Until then a quiet box holds the place (not a pulsing skeleton: nothing is loading),
 * marked `data-draw-pending` as a chart waiting for the viewport is, so tests can bring it near.
 */
import type { ReactNode } from 'react';
import { useNearViewport } from '../lib/use-near-viewport.ts';

export function WhenNear({ children, placeholderClassName }: { children: ReactNode; placeholderClassName: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  if (near) return children;
  return <div ref={ref} aria-hidden="true" className={`rounded bg-slate-100 ${placeholderClassName}`} data-draw-pending="" />;
}
