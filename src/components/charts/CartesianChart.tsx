/**
 * The app's chart drawing: any `ChartSpec` (lines, bars and scatter points on a category or time
 * axis, one or two value axes, or bars across for long category names) as one SVG, drawn in one
 * render from the geometry `chart-geometry.ts` works out. Hovering, touching or walking it with the
 * arrow keys shows a tooltip of one row's values, which a screen reader hears too.
 *
 * Why not a chart library's components: Recharts 3 drew each chart's first time in four synchronous
 * renders as its parts registered with its store (180-250 ms of one task on a phone, which React
 * cannot slice), and drew nothing outside a browser. Here the marks are plain elements of one render.
 */
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useLanguage } from '../../lib/i18n/react.ts';
import { directionOf } from '../../shared/languages.ts';
import { chartGeometry, DOT_R, POINT_R, type AxisDrawing, type Geometry } from './chart-geometry.ts';
import { formatValue, type ChartSpec, type ChartUnits } from './spec.ts';

const TICK_FONT_PX = 12;
const TICK_COLOR = '#334155';
const AXIS_COLOR = '#666';
const GRID_COLOR = '#e2e8f0';
const ZERO_COLOR = '#475569';
/** Where no width was measured (no observers), the drawing is worked out at this width and scaled to its box. */
const FALLBACK_WIDTH = 600;
/** How far from the row's place the tooltip stands. */
const TIP_OFFSET_PX = 12;

export default function CartesianChart({
  spec,
  units,
  title,
  description,
  width,
  height = 280,
}: {
  /** Localized (`localizeSpec`): money values already in `units`. */
  spec: ChartSpec;
  units: ChartUnits;
  title: string;
  description: string;
  /** The drawing's width in px where measured (`useNearViewport`); without it, it fills its box. */
  width?: number;
  /** The drawing's height in px. */
  height?: number;
}) {
  // Right to left, the chart reads from the right: the categories (or time) run leftwards, the
  // main value axis stands on the right and the second one on the left.
  const rtl = directionOf(useLanguage()) === 'rtl';
  const drawnWidth = width ?? FALLBACK_WIDTH;
  const g = useMemo(() => chartGeometry(spec, units, drawnWidth, height, rtl), [spec, units, drawnWidth, height, rtl]);
  const [active, setActive] = useState<number | null>(null);
  const pointerFocus = useRef(false);
  const id = useId();
  const rows = spec.data.length;
  // The row shown, if the data still has it (a filter may have shortened it since).
  const shown = active !== null && active < rows ? active : null;

  /** The row nearest a point of the drawing, along its category (or time) axis. */
  const nearest = (at: number) => {
    let best: number | null = null;
    g.slots.forEach((slot, i) => {
      if (Number.isFinite(slot) && (best === null || Math.abs(slot - at) < Math.abs(g.slots[best]! - at))) best = i;
    });
    return best;
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const scale = box.width ? drawnWidth / box.width : 1;
    const at = g.vertical ? (e.clientY - box.top) * (height / (box.height || height)) : (e.clientX - box.left) * scale;
    setActive(nearest(at));
  };
  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    // The arrows walk the rows the way they read: rightwards in English, leftwards in Arabic, downwards beside bars across.
    const next = g.vertical ? 'ArrowDown' : rtl ? 'ArrowLeft' : 'ArrowRight';
    const prev = g.vertical ? 'ArrowUp' : rtl ? 'ArrowRight' : 'ArrowLeft';
    const to: Record<string, (a: number | null) => number | null> = {
      [next]: (a) => Math.min(rows - 1, a === null ? 0 : Math.min(a, rows - 1) + 1),
      [prev]: (a) => Math.max(0, a === null ? rows - 1 : Math.min(a, rows) - 1),
      Home: () => 0,
      End: () => rows - 1,
      Escape: () => null,
    };
    const move = to[e.key];
    if (!move) return;
    e.preventDefault();
    setActive(move);
  };

  return (
    <div className="relative h-full w-full" data-chart="">
      <svg
        className="chart-surface block"
        width={width ?? '100%'}
        height={height}
        viewBox={`0 0 ${drawnWidth} ${height}`}
        role="application"
        aria-labelledby={`${id}-t`}
        aria-describedby={`${id}-d`}
        tabIndex={0}
        onPointerMove={onPointerMove}
        // A touch shows its row until the drawing loses focus: lifting the finger is the pointer leaving.
        onPointerLeave={(e) => e.pointerType !== 'touch' && setActive(null)}
        onPointerDown={(e) => {
          pointerFocus.current = true;
          onPointerMove(e);
        }}
        // Focus from the keyboard shows the first row at once; a click's focus leaves it to the pointer.
        onFocus={() => {
          if (!pointerFocus.current) setActive((a) => a ?? 0);
          pointerFocus.current = false;
        }}
        onBlur={() => setActive(null)}
        onKeyDown={onKeyDown}
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description}</desc>
        <Marks g={g} active={shown} />
        {g.axes.map((axis, i) => (
          <Axis key={i} axis={axis} />
        ))}
      </svg>
      {shown !== null && <Tooltip g={g} spec={spec} units={units} row={shown} rtl={rtl} />}
      <p className="sr-only" aria-live="polite">
        {shown !== null ? rowText(spec, units, shown) : ''}
      </p>
    </div>
  );
}

/** A row's values in words: "Feb 2026: Median price AED 2,100,000; Transactions 120". */
function rowText(spec: ChartSpec, units: ChartUnits, row: number): string {
  const r = spec.data[row]!;
  return `${formatValue(r[spec.x.key], spec.x.format, units)}: ${spec.series.map((s) => `${s.label} ${formatValue(r[s.key], s.format, units)}`).join('; ')}`;
}

/** The grid, the zero line, the series, and the marks of the row shown. */
function Marks({ g, active }: { g: Geometry; active: number | null }) {
  const { plot } = g;
  const slot = active === null ? undefined : g.slots[active];
  const band = g.slots.length > 1 ? Math.abs(g.slots[1]! - g.slots[0]!) : g.vertical ? plot.bottom - plot.top : plot.right - plot.left;
  const hasBars = g.bars.length > 0;
  return (
    <>
      <g className="chart-grid" stroke={GRID_COLOR}>
        {g.grid.map((l, i) => (
          <line key={i} {...l} />
        ))}
      </g>
      {slot !== undefined &&
        Number.isFinite(slot) &&
        (hasBars ? (
          g.vertical ? (
            <rect x={plot.left} y={slot - band / 2} width={plot.right - plot.left} height={band} fill="#f1f5f9" />
          ) : (
            <rect x={slot - band / 2} y={plot.top} width={band} height={plot.bottom - plot.top} fill="#f1f5f9" />
          )
        ) : (
          <line x1={slot} y1={plot.top} x2={slot} y2={plot.bottom} stroke="#94a3b8" />
        ))}
      {g.zeroLine && <line {...g.zeroLine} stroke={ZERO_COLOR} />}
      {g.bars.map(({ series, rects }) => (
        <g key={series.key} data-series={series.key} fill={series.color} fillOpacity={series.axis === 'right' ? 0.75 : 1}>
          {rects.map((r) => (
            <rect key={r.row} className="chart-bar" x={r.x} y={r.y} width={r.width} height={r.height} />
          ))}
        </g>
      ))}
      {g.lines.map(({ series, d, dots }) => (
        <g key={series.key} data-series={series.key}>
          <path className="chart-line" d={d} fill="none" stroke={series.color} strokeWidth={2} />
          {dots.map((dot) => (
            <circle
              key={dot.row}
              className="chart-dot"
              cx={dot.cx}
              cy={dot.cy}
              r={dot.row === active ? DOT_R + 2 : DOT_R}
              fill={dot.row === active ? series.color : '#fff'}
              stroke={dot.row === active ? '#fff' : series.color}
              strokeWidth={2}
            />
          ))}
        </g>
      ))}
      {g.points.map(({ series, dots }) => (
        <g key={series.key} data-series={series.key} fill={series.color} fillOpacity={0.7}>
          {dots.map((dot) => (
            <circle
              key={dot.row}
              className="chart-point"
              cx={dot.cx}
              cy={dot.cy}
              r={dot.row === active ? POINT_R + 2 : POINT_R}
              stroke={dot.row === active ? '#0f172a' : undefined}
            />
          ))}
        </g>
      ))}
    </>
  );
}

/** An axis: its line, tick marks, labels (a wrapped name line under line) and title. */
function Axis({ axis }: { axis: AxisDrawing }) {
  // Labels under a horizontal axis hang from their point; those beside a standing one are centred on it.
  const firstDy = (lines: number) => (axis.side === 'bottom' ? '0.71em' : `${0.355 - ((lines - 1) * 1.1) / 2}em`);
  return (
    <g className="chart-axis" data-axis={axis.axis}>
      <g stroke={AXIS_COLOR}>
        <line {...axis.line} />
        {axis.ticks.map((tick, i) => (
          <line key={i} {...tick.mark} />
        ))}
      </g>
      <g className="chart-tick-labels" fontSize={TICK_FONT_PX} fill={TICK_COLOR} textAnchor={axis.anchor}>
        {axis.ticks.map((tick, i) => (
          <text key={i} className="chart-tick" x={tick.x} y={tick.y}>
            {tick.lines.map((line, j) => (
              <tspan key={j} x={tick.x} dy={j === 0 ? firstDy(tick.lines.length) : '1.1em'}>
                {line}
              </tspan>
            ))}
          </text>
        ))}
      </g>
      {axis.title && (
        <text
          className="chart-axis-title"
          x={axis.title.x}
          y={axis.title.y}
          fontSize={TICK_FONT_PX}
          textAnchor="middle"
          dominantBaseline="central"
          fill={TICK_COLOR}
          transform={axis.title.angle ? `rotate(${axis.title.angle} ${axis.title.x} ${axis.title.y})` : undefined}
        >
          {axis.title.text}
        </text>
      )}
    </g>
  );
}

/**
 * One row's values beside its place, inside the drawing: it stands after the place in reading
 * order and flips before it where it would run past the edge. Its lines wrap within the plot.
 */
function Tooltip({ g, spec, units, row, rtl }: { g: Geometry; spec: ChartSpec; units: ChartUnits; row: number; rtl: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const r = spec.data[row]!;
  const slot = g.slots[row] ?? 0;
  useLayoutEffect(() => {
    const tip = ref.current;
    const box = tip?.parentElement;
    if (!tip || !box) return;
    // The drawing may be scaled to its box (no measured width): places are in the drawing's units.
    const scale = box.clientWidth / g.width || 1;
    const w = tip.offsetWidth;
    const h = tip.offsetHeight;
    let left: number;
    let top: number;
    if (g.vertical) {
      left = ((g.plot.left + g.plot.right) / 2) * scale - w / 2;
      top = slot * scale + TIP_OFFSET_PX;
      if (top + h > box.clientHeight) top = slot * scale - TIP_OFFSET_PX - h;
    } else {
      const at = slot * scale;
      left = rtl ? at - TIP_OFFSET_PX - w : at + TIP_OFFSET_PX;
      if (left < 0 || left + w > box.clientWidth) left = rtl ? at + TIP_OFFSET_PX : at - TIP_OFFSET_PX - w;
      top = g.plot.top * scale;
    }
    tip.style.left = `${Math.max(0, Math.min(left, box.clientWidth - w))}px`;
    tip.style.top = `${Math.max(0, top)}px`;
    tip.style.visibility = 'visible';
  });
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-chart-tooltip=""
      className="pointer-events-none invisible absolute left-0 top-0 z-10 rounded border border-slate-300 bg-white p-2.5 text-start text-sm shadow-sm"
      style={{ maxWidth: g.plot.right - g.plot.left }}
    >
      <p className="font-medium text-slate-900">{formatValue(r[spec.x.key], spec.x.format, units)}</p>
      <ul>
        {spec.series.map((s) => (
          <li key={s.key} className="mt-0.5" style={{ color: s.color }}>
            {s.label}: {formatValue(r[s.key], s.format, units)}
          </li>
        ))}
      </ul>
    </div>
  );
}
