/**
 * The one Recharts component of the app: draws any `ChartSpec` (lines, bars and scatter points on
 * a category or time axis, one or two value axes, or bars across for long category names).
 * Imported only through `ChartFrame`'s lazy import, so Recharts lands in its own chunk and loads
 * only on pages that draw a chart.
 */
import { Bar, CartesianGrid, ComposedChart, Line, ReferenceLine, Scatter, Tooltip, XAxis, YAxis } from 'recharts';
import { monthTicks } from '../../lib/axis-ticks.ts';
import { useLanguage } from '../../lib/i18n/react.ts';
import { directionOf } from '../../shared/languages.ts';
import { formatTick, formatValue, valueAxis, type ChartSpec, type ChartUnits, type ValueAxis } from './spec.ts';

const TICK_STYLE = { fontSize: 12, fill: '#334155' };
/**
 * A tick label on one line. Recharts otherwise wraps each label to its axis's width, measuring every
 * word in the page (a forced layout each: about a tenth of a chart's first draw); these labels are
 * short, and the axes are sized to them. Only the category axis beside a vertical layout's bars wraps its names.
 */
const AXIS_TICK = { ...TICK_STYLE, width: undefined };
/** The value axes' widths in English (right to left they grow with their labels: `axisWidth`). */
const MAIN_AXIS_PX = 60;
const SECOND_AXIS_PX = 48;
/** About how wide a character of a 12 px tick label is, for room the labels need before they are drawn. */
const TICK_CHAR_PX = 6.5;
const AXIS_LABEL = { ...TICK_STYLE, textAnchor: 'middle' } as const;

/**
 * The tick labels of an axis standing at a side of the plot, set away from it. SVG anchors text
 * by the page's direction ("start" is a label's right end right to left), so right to left the
 * anchors Recharts picks for a side are swapped to keep the labels outside the plot.
 */
function sideTick(side: 'left' | 'right', rtl: boolean) {
  if (!rtl) return AXIS_TICK;
  return { ...AXIS_TICK, textAnchor: side === 'right' ? 'end' : 'start' } as const;
}

/**
 * A value axis's width: room for its longest tick label and its title. Arabic labels are longer
 * ("2.5 مليون" for "2.5M"), so there it grows with them; English keeps its fixed width.
 */
function axisWidth(axis: ValueAxis | null, fixed: number, rtl: boolean): number {
  if (!rtl || !axis) return fixed;
  const longest = Math.max(0, ...axis.ticks.map((tick) => axis.format(tick).length));
  // The labels, the tick's line and gap, and the rotated title beside them.
  return Math.max(fixed, Math.round(longest * TICK_CHAR_PX) + 16 + (axis.title ? 18 : 0));
}

/**
 * Room past a horizontal value axis's far end for half its last label, which is centred on the
 * end ("10 مليون" was cut there).
 */
function farEnd(axis: ValueAxis | null): number {
  const last = axis?.ticks[axis.ticks.length - 1];
  return last === undefined ? 16 : roomForHalf(axis!.format(last));
}

/** The room a label centred on the drawing's edge needs beyond it: half its width, at least 16 px. */
function roomForHalf(label: string): number {
  return Math.max(16, Math.ceil((label.length * TICK_CHAR_PX) / 2) + 4);
}

/** A value axis's title, turned to read along the axis, inside the edge the axis stands on. */
function axisTitleLabel(value: string, side: 'left' | 'right') {
  return side === 'left'
    ? ({ value, angle: -90, position: 'insideLeft', style: AXIS_LABEL } as const)
    : ({ value, angle: 90, position: 'insideRight', style: AXIS_LABEL } as const);
}

/** The grid lines a direction the grid leaves out has. */
const noLines = (): number[] => [];

/** The category axis's width beside a vertical layout's bars (names of districts, bedrooms). */
const CATEGORY_AXIS_WIDTH = 150;

/**
 * About how many ticks fit along a horizontal value axis of a chart this wide: each label needs
 * room ("8M"; "8 مليون" right to left), and Recharts would otherwise drop the ones that collide,
 * leaving uneven steps ("0, 1M, 3M, 5M, 7M"). Without a width, d3's usual five.
 */
function ticksAcross(width: number | undefined, rtl: boolean): number | undefined {
  const plot = plotWidth(width, true, null, null, rtl);
  if (plot === undefined) return undefined;
  return Math.max(2, Math.min(5, Math.floor(plot / (rtl ? 64 : 44))));
}

/**
 * The plot's width in px: the drawing less its value axes and margins (a vertical layout's, less
 * its category axis). Undefined without a width.
 */
function plotWidth(width: number | undefined, vertical: boolean, left: ValueAxis | null, right: ValueAxis | null, rtl: boolean) {
  if (width === undefined) return undefined;
  if (vertical) return width - CATEGORY_AXIS_WIDTH - 24;
  return width - axisWidth(left, MAIN_AXIS_PX, rtl) - (right ? axisWidth(right, SECOND_AXIS_PX, rtl) : 0) - 24;
}

/** How many of these labels fit side by side along a horizontal axis of the plot's width; null without a width. */
function labelsAcross(plot: number | undefined, labels: readonly string[]): number | null {
  if (plot === undefined || !labels.length) return null;
  const labelPx = Math.max(...labels.map((l) => l.length)) * TICK_CHAR_PX + 16;
  return Math.max(1, Math.floor(plot / labelPx));
}

export default function CartesianChart({
  spec,
  units,
  title,
  description,
  width,
  height,
}: {
  /** Localized (`localizeSpec`): money values already in `units`. */
  spec: ChartSpec;
  units: ChartUnits;
  title: string;
  description: string;
  /** The drawing's width in px where known: a vertical layout fits its value ticks to it. */
  width?: number;
  /** The drawing's height in px: with the width, the chart is drawn at that size at once. */
  height?: number;
}) {
  const { data, x, series } = spec;
  // Right to left, the chart reads from the right: the categories (or time) run leftwards, the
  // main value axis stands on the right and the second one on the left.
  const rtl = directionOf(useLanguage()) === 'rtl';
  const main = rtl ? 'right' : 'left';
  const second = rtl ? 'left' : 'right';
  const vertical = spec.layout === 'vertical';
  const left = series.filter((s) => s.axis !== 'right');
  const right = series.filter((s) => s.axis === 'right');
  const byKey = new Map(series.map((s) => [s.key, s]));
  const hasNegative = series.some((s) => data.some((row) => typeof row[s.key] === 'number' && (row[s.key] as number) < 0));
  // Round ticks that never repeat a label, and the unit as the axis title (spec.ts, lib/axis-ticks.ts).
  const leftAxis = valueAxis(left, data, units, vertical ? ticksAcross(width, rtl) : undefined);
  const rightAxis = valueAxis(right, data, units);
  const time = x.scale === 'time';
  // Months are labelled in even steps, as many as fit the drawing's width: left to Recharts, the
  // labels that collide are dropped and the steps left uneven ("Nov 2025, Mar 2026, Oct 2026").
  // A time axis gets month-start ticks; a category axis of months every so many months.
  const xLabel = (v: unknown) => formatTick(v, x.format, units);
  const times = time ? data.map((r) => Number(r[x.key])).filter(Number.isFinite) : [];
  const plot = plotWidth(width, vertical, leftAxis, rightAxis, rtl);
  const fit = labelsAcross(plot, time ? times.map(xLabel) : data.map((r) => xLabel(r[x.key])));
  const ticks = time ? monthTicks(times, Math.min(12, fit ?? 7)) : undefined;
  const categoryInterval = x.format === 'month' && fit !== null ? Math.max(0, Math.ceil(data.length / fit) - 1) : 'preserveStartEnd';

  // A category axis's last label is centred on the far edge: room for its half ("Oct 2026" was cut to "Oct 202").
  const lastRow = data[data.length - 1];
  const lastLabelEnd = time || !lastRow ? 16 : roomForHalf(xLabel(lastRow[x.key]));

  const categoryAxisProps = {
    dataKey: x.key,
    tickFormatter: xLabel,
    tick: AXIS_TICK,
  };
  const valueAxisProps = (axis: ValueAxis | null, side?: 'left' | 'right') => {
    const tick = side ? sideTick(side, rtl) : AXIS_TICK;
    // Its ticks are chosen to fit (lib/axis-ticks.ts), so each is drawn (`interval` 0): left to thin
    // them, Recharts measures every label in the page (a forced layout each) on every draw.
    return axis
      ? { type: 'number' as const, domain: axis.domain, ticks: axis.ticks, tickFormatter: axis.format, tick, interval: 0 }
      : { tick };
  };

  return (
    <ComposedChart
      data={data}
      layout={vertical ? 'vertical' : 'horizontal'}
      // Drawn at the size its frame measured (useNearViewport): left to measure itself, Recharts
      // draws the whole chart once more. Without a measure (no observers) it fills its box.
      {...(width !== undefined && height !== undefined
        ? { width, height }
        : { responsive: true, style: { width: '100%', height: '100%' } })}
      // The value axis's side gets the small margin, the far side room for the last tick's label.
      margin={{ top: 8, bottom: vertical ? 16 : 4, [main]: 4, [second]: vertical ? farEnd(leftAxis) : right.length ? 8 : lastLabelEnd }}
      title={title}
      desc={description}
      accessibilityLayer
    >
      <CartesianGrid
        stroke="#e2e8f0"
        vertical={vertical}
        horizontal={!vertical}
        // The grid's lines run along the value axis only. Recharts still works out the other
        // direction's lines, from the category axis, measuring each of its labels in the page (a
        // forced layout each): most of the text measuring in a chart's first draw.
        {...(vertical ? { horizontalCoordinatesGenerator: noLines } : { verticalCoordinatesGenerator: noLines })}
      />
      {vertical ? (
        <>
          <YAxis
            {...categoryAxisProps}
            // Long names (districts) wrap to the axis's width.
            tick={{ ...sideTick(main, rtl), width: CATEGORY_AXIS_WIDTH }}
            type="category"
            width={CATEGORY_AXIS_WIDTH}
            interval={0}
            orientation={main}
          />
          <XAxis
            {...valueAxisProps(leftAxis)}
            type="number"
            // As many round ticks as fit (ticksAcross): every one is labelled, evenly.
            interval={0}
            reversed={rtl}
            label={leftAxis?.title ? { value: leftAxis.title, position: 'insideBottom', offset: -12, style: AXIS_LABEL } : undefined}
          />
        </>
      ) : (
        <>
          <XAxis
            {...categoryAxisProps}
            type={time ? 'number' : 'category'}
            domain={time ? ['dataMin', 'dataMax'] : undefined}
            ticks={ticks}
            minTickGap={16}
            // Months as chosen above; other categories keep the first (e.g. "Studio") and the last
            // when narrow screens thin them.
            interval={time ? 0 : categoryInterval}
            padding={time ? { left: 12, right: 12 } : undefined}
            reversed={rtl}
          />
          <YAxis
            {...valueAxisProps(leftAxis, main)}
            yAxisId="left"
            orientation={main}
            width={axisWidth(leftAxis, MAIN_AXIS_PX, rtl)}
            label={leftAxis?.title ? axisTitleLabel(leftAxis.title, main) : undefined}
          />
          {right.length > 0 && (
            <YAxis
              {...valueAxisProps(rightAxis, second)}
              yAxisId="right"
              orientation={second}
              width={axisWidth(rightAxis, SECOND_AXIS_PX, rtl)}
              allowDecimals={false}
              label={rightAxis?.title ? axisTitleLabel(rightAxis.title, second) : undefined}
            />
          )}
          {(hasNegative || left.some((s) => s.format === 'signedPercent')) && (
            <ReferenceLine y={0} yAxisId="left" stroke="#475569" ifOverflow="extendDomain" />
          )}
        </>
      )}
      <Tooltip
        // The tooltip's lines read in the page's direction (name, then value, from the right in Arabic),
        // and wrap within the plot: on one line (Recharts' default) a long series name ran past the
        // edge of a phone's chart and was cut off.
        contentStyle={{
          direction: rtl ? 'rtl' : 'ltr',
          textAlign: 'start',
          whiteSpace: 'normal',
          maxWidth: plot,
        }}
        labelFormatter={(v: unknown) => formatValue(v, x.format, units)}
        formatter={(value: unknown, _name: unknown, item: { dataKey?: unknown }) => {
          // Scatter tooltips list the x value too: name and format it like the axis.
          if (String(item.dataKey) === x.key) return [formatValue(value, x.format, units), x.label];
          const s = byKey.get(String(item.dataKey));
          return [formatValue(value, s?.format ?? 'text', units), s?.label ?? String(item.dataKey)];
        }}
      />
      {series.map((s) => {
        const axis = vertical ? {} : { yAxisId: s.axis === 'right' ? 'right' : 'left' };
        // React reads `key` only when written directly, never from a spread.
        const common = { dataKey: s.key, name: s.label, isAnimationActive: false, ...axis } as const;
        if (s.kind === 'bar')
          return <Bar key={s.key} {...common} fill={s.color} maxBarSize={40} fillOpacity={s.axis === 'right' ? 0.75 : 1} />;
        if (s.kind === 'scatter') return <Scatter key={s.key} {...common} fill={s.color} fillOpacity={0.7} />;
        return (
          <Line
            key={s.key}
            {...common}
            type={s.step ? 'stepAfter' : 'linear'}
            stroke={s.color}
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls={false}
          />
        );
      })}
    </ComposedChart>
  );
}
