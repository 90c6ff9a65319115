/**
 * A chart's legend: each series' mark and name, in the page's direction (the first series at the
 * start, its mark before its name). Drawn beside the drawing, as part of the page's first view,
 * drawn on the server too: the marks' colours are SVG attributes, which the page's policy allows
 * where it refuses style attributes.
 */
import type { ChartSpec } from './spec.ts';

function Mark({ kind, color }: { kind: ChartSpec['series'][number]['kind']; color: string }) {
  return (
    <svg aria-hidden="true" width="14" height="10" viewBox="0 0 14 10" className="shrink-0">
      {kind === 'line' ? (
        <line x1="0" y1="5" x2="14" y2="5" stroke={color} strokeWidth="2" />
      ) : kind === 'scatter' ? (
        <circle cx="7" cy="5" r="4" fill={color} fillOpacity="0.7" />
      ) : (
        <rect x="2" y="0" width="10" height="10" fill={color} />
      )}
    </svg>
  );
}

export function ChartLegend({ series }: { series: ChartSpec['series'] }) {
  return (
    <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-slate-700" data-testid="chart-legend">
      {series.map((s) => (
        <li key={s.key} className="inline-flex items-center gap-1.5">
          <Mark kind={s.kind} color={s.color} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}
