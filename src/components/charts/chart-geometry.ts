/**
 * Where every mark of a chart goes, from its spec and its size: the plot's box, the grid, the axes
 * with their labels and titles, the bars, lines, dots and points, and the place of each row for
 * the tooltip. Plain numbers and strings, worked out without a DOM (no text is measured: labels
 * are sized by their length), so the same geometry draws in the browser and in tests, in one
 * render. Scales are d3-scale's; ticks and formats are the spec's (spec.ts, lib/axis-ticks.ts).
 */
import { scaleBand, scaleLinear, scalePoint } from 'd3-scale';
import { monthTicks } from '../../lib/axis-ticks.ts';
import { formatTick, valueAxis, type ChartSpec, type ChartUnits, type SeriesSpec, type ValueAxis } from './spec.ts';

/** About how wide a character of a 12 px tick label is, for room the labels need before they are drawn. */
const TICK_CHAR_PX = 6.5;
/** The value axes' widths in English (right to left they grow with their labels: `axisWidth`). */
const MAIN_AXIS_PX = 60;
const SECOND_AXIS_PX = 48;
/** The category axis's width beside a vertical layout's bars (names of districts, bedrooms). */
const CATEGORY_AXIS_PX = 150;
/** A horizontal axis's height: its tick marks and one line of labels. */
const X_AXIS_PX = 30;
/** A tick mark's length, and the gap between it and its label. */
const TICK_PX = 6;
const TICK_GAP_PX = 2;
/** The least room between two labels of a horizontal category axis. */
const MIN_TICK_GAP_PX = 16;
/** A time axis keeps its first and last points this far inside the plot. */
const TIME_PADDING_PX = 12;
/** The widest a bar is drawn, and the gap between the bars of one category. */
const MAX_BAR_PX = 40;
const BAR_GAP_PX = 4;
/** The share of a category's band left empty on each side of its bars. */
const BAND_GAP = 0.1;
/** A line's dots, and a scatter's points (a circle of about 64 px²). */
export const DOT_R = 3;
export const POINT_R = 4.5;

type Anchor = 'start' | 'middle' | 'end';
interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
interface TickLabel {
  x: number;
  y: number;
  /** One line, or the lines of a wrapped name. */
  lines: string[];
  mark: Segment;
}
export interface AxisDrawing {
  /** `x` runs along the bottom; `y` stands at a side. */
  axis: 'x' | 'y';
  side: 'bottom' | 'left' | 'right';
  line: Segment;
  ticks: TickLabel[];
  anchor: Anchor;
  title?: { x: number; y: number; text: string; angle: number };
}
interface Dot {
  cx: number;
  cy: number;
  row: number;
}
interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  row: number;
}
export interface Geometry {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  grid: Segment[];
  zeroLine: Segment | null;
  axes: AxisDrawing[];
  bars: { series: SeriesSpec; rects: Rect[] }[];
  lines: { series: SeriesSpec; d: string; dots: Dot[] }[];
  points: { series: SeriesSpec; dots: Dot[] }[];
  /** Each row's place along the category (or time) axis: x in a horizontal layout, y in a vertical one. */
  slots: number[];
  vertical: boolean;
}

/**
 * The anchor of a label set beside a point: `left` puts the label's right end at it (it reads
 * away leftwards), `right` its left end. SVG anchors by the text's direction ("start" is a
 * label's right end right to left), so right to left the two swap.
 */
function anchorFor(extends_: 'left' | 'right' | 'middle', rtl: boolean): Anchor {
  if (extends_ === 'middle') return 'middle';
  return (extends_ === 'left') !== rtl ? 'end' : 'start';
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

/** The room a label centred on the drawing's edge needs beyond it: half its width, at least 16 px. */
function roomForHalf(label: string): number {
  return Math.max(16, Math.ceil((label.length * TICK_CHAR_PX) / 2) + 4);
}

/** A label's width in px, by its length. */
const labelPx = (label: string) => label.length * TICK_CHAR_PX;

/**
 * About how many ticks fit along a horizontal value axis this long: each label needs room ("8M";
 * "8 مليون" right to left); five at most, as d3 would choose.
 */
function ticksAcross(plot: number, rtl: boolean): number {
  return Math.max(2, Math.min(5, Math.floor(plot / (rtl ? 64 : 44))));
}

/**
 * A name set apart in its own direction (Unicode's first-strong isolate), as `<bdi>` does in HTML:
 * a Latin name in an Arabic chart keeps its end where it ends ("Al Faqa'" had read "'Al Faqa").
 */
const isolated = (name: string) => `\u2068${name}\u2069`;

/** Words broken into lines of at most `max` characters (a word longer than that stands alone). */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length ? lines : [''];
}

/**
 * Which labels of a horizontal category axis are drawn. Months: every so many, evenly, as many as
 * fit (the last centred on the far edge has room: see the margins). Other categories keep the first
 * and the last and as many between as fit without colliding.
 */
function shownCategories(labels: readonly string[], at: readonly number[], months: boolean, plot: number): number[] {
  const all = labels.map((_, i) => i);
  if (labels.length <= 1) return all;
  const widest = Math.max(...labels.map(labelPx)) + MIN_TICK_GAP_PX;
  if (months) {
    const fit = Math.max(1, Math.floor(plot / widest));
    const every = Math.max(1, Math.ceil(labels.length / fit));
    return all.filter((i) => i % every === 0);
  }
  const span = (i: number) => [at[i]! - labelPx(labels[i]!) / 2, at[i]! + labelPx(labels[i]!) / 2] as const;
  const clear = (a: number, b: number) => {
    const [a0, a1] = span(a);
    const [b0, b1] = span(b);
    return a1 + MIN_TICK_GAP_PX <= b0 || b1 + MIN_TICK_GAP_PX <= a0;
  };
  const last = labels.length - 1;
  const kept = [0];
  for (let i = 1; i < last; i++) if (clear(kept[kept.length - 1]!, i) && clear(i, last)) kept.push(i);
  if (clear(kept[kept.length - 1]!, last)) kept.push(last);
  return kept;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNegative = (v: unknown) => isNumber(v) && v < 0;

/** A line through the points, broken where a value is missing; `step` holds each value until the next. */
function linePath(points: readonly ({ x: number; y: number } | null)[], step: boolean): string {
  let d = '';
  let prev: { x: number; y: number } | null = null;
  for (const p of points) {
    if (!p) {
      prev = null;
      continue;
    }
    const r = (n: number) => Math.round(n * 100) / 100;
    if (!prev) d += `M${r(p.x)},${r(p.y)}`;
    else if (step) d += `H${r(p.x)}V${r(p.y)}`;
    else d += `L${r(p.x)},${r(p.y)}`;
    prev = p;
  }
  return d;
}

/** Bars side by side in a band: each bar's width and the group's, the band's edges left empty. */
function barSizes(band: number, count: number): { barPx: number; groupPx: number } {
  if (!count) return { barPx: 0, groupPx: 0 };
  const inner = band * (1 - 2 * BAND_GAP);
  const barPx = Math.max(1, Math.min(MAX_BAR_PX, (inner - (count - 1) * BAR_GAP_PX) / count));
  return { barPx, groupPx: count * barPx + (count - 1) * BAR_GAP_PX };
}

/** The value a bar grows from: zero, or the domain's end nearest it. */
const baseOf = (domain: readonly [number, number]) => Math.min(Math.max(0, domain[0]), domain[1]);

export function chartGeometry(spec: ChartSpec, units: ChartUnits, width: number, height: number, rtl: boolean): Geometry {
  const { data, x, series } = spec;
  const vertical = spec.layout === 'vertical';
  const main = rtl ? 'right' : 'left';
  const second = rtl ? 'left' : 'right';
  const leftSeries = series.filter((s) => s.axis !== 'right');
  const rightSeries = series.filter((s) => s.axis === 'right');
  const xLabel = (v: unknown) => formatTick(v, x.format, units);
  const time = x.scale === 'time';

  return vertical ? verticalGeometry() : horizontalGeometry();

  function horizontalGeometry(): Geometry {
    const leftAxis = valueAxis(leftSeries, data, units);
    const rightAxis = valueAxis(rightSeries, data, units);
    const mainPx = axisWidth(leftAxis, MAIN_AXIS_PX, rtl);
    const secondPx = rightSeries.length ? axisWidth(rightAxis, SECOND_AXIS_PX, rtl) : 0;
    // A category axis's last label is centred on the far edge: room for its half ("Oct 2026" was cut to "Oct 202").
    const lastRow = data[data.length - 1];
    const farRoom = rightSeries.length ? 8 : time || !lastRow ? 16 : roomForHalf(xLabel(lastRow[x.key]));
    const margin = { top: 8, bottom: 4, [main]: 4, [second]: farRoom } as Record<'top' | 'bottom' | 'left' | 'right', number>;
    const plot = {
      left: margin.left + (main === 'left' ? mainPx : secondPx),
      right: width - margin.right - (main === 'right' ? mainPx : secondPx),
      top: margin.top,
      bottom: height - margin.bottom - X_AXIS_PX,
    };
    const along: [number, number] = rtl ? [plot.right, plot.left] : [plot.left, plot.right];
    const hasBars = series.some((s) => s.kind === 'bar');

    // The category (or time) axis: each row's place along it, and the labels drawn.
    let slots: number[];
    let band = 0;
    let labelled: { at: number; label: string }[];
    if (time) {
      const times = data.map((r) => Number(r[x.key]));
      const finite = times.filter(Number.isFinite);
      const lo = Math.min(...finite);
      const hi = Math.max(...finite);
      const pad = rtl ? -TIME_PADDING_PX : TIME_PADDING_PX;
      const scale = scaleLinear()
        .domain(lo === hi ? [lo - 1, hi + 1] : [lo, hi])
        .range([along[0] + pad, along[1] - pad]);
      slots = times.map((t) => (Number.isFinite(t) ? scale(t) : NaN));
      const fit = Math.max(
        1,
        Math.floor((plot.right - plot.left) / (Math.max(...finite.map((t) => labelPx(xLabel(t)))) + MIN_TICK_GAP_PX)),
      );
      labelled = monthTicks(finite, Math.min(12, fit)).map((t) => ({ at: scale(t), label: xLabel(t) }));
    } else {
      const indices = data.map((_, i) => i);
      if (hasBars) {
        const scale = scaleBand<number>().domain(indices).range(along);
        band = scale.bandwidth();
        slots = indices.map((i) => scale(i)! + band / 2);
      } else {
        const scale = scalePoint<number>().domain(indices).range(along);
        slots = indices.map((i) => scale(i)!);
      }
      const labels = data.map((r) => xLabel(r[x.key]));
      labelled = shownCategories(labels, slots, x.format === 'month', plot.right - plot.left).map((i) => ({
        at: slots[i]!,
        label: labels[i]!,
      }));
    }
    const xAxis: AxisDrawing = {
      axis: 'x',
      side: 'bottom',
      line: { x1: plot.left, y1: plot.bottom, x2: plot.right, y2: plot.bottom },
      anchor: 'middle',
      ticks: labelled.map(({ at, label }) => ({
        x: at,
        y: plot.bottom + TICK_PX + TICK_GAP_PX,
        lines: [label],
        mark: { x1: at, y1: plot.bottom, x2: at, y2: plot.bottom + TICK_PX },
      })),
    };

    const yScale = (axis: ValueAxis | null) =>
      scaleLinear()
        .domain(axis?.domain ?? [0, 1])
        .range([plot.bottom, plot.top]);
    const yLeft = yScale(leftAxis);
    const yRight = yScale(rightAxis);
    const scaleOf = (s: SeriesSpec) => (s.axis === 'right' ? yRight : yLeft);
    const domainOf = (s: SeriesSpec): [number, number] => (s.axis === 'right' ? rightAxis : leftAxis)?.domain ?? [0, 1];

    const valueAxisDrawing = (axis: ValueAxis | null, side: 'left' | 'right', outer: number): AxisDrawing | null => {
      if (!axis) return null;
      const scale = yScale(axis);
      const edge = side === 'left' ? plot.left : plot.right;
      const out = side === 'left' ? -1 : 1;
      const mid = (plot.top + plot.bottom) / 2;
      return {
        axis: 'y',
        side,
        line: { x1: edge, y1: plot.top, x2: edge, y2: plot.bottom },
        anchor: anchorFor(side, rtl),
        ticks: axis.ticks.map((tick) => ({
          x: edge + out * (TICK_PX + TICK_GAP_PX),
          y: scale(tick),
          lines: [axis.format(tick)],
          mark: { x1: edge, y1: scale(tick), x2: edge + out * TICK_PX, y2: scale(tick) },
        })),
        // The unit, turned to read along the axis, inside the axis's outer edge.
        title: axis.title ? { x: outer - out * 10, y: mid, text: axis.title, angle: side === 'left' ? -90 : 90 } : undefined,
      };
    };
    const sideOuter = (side: 'left' | 'right') => (side === 'left' ? margin.left : width - margin.right);
    const axes = [
      xAxis,
      valueAxisDrawing(leftAxis, main, sideOuter(main)),
      rightSeries.length ? valueAxisDrawing(rightAxis, second, sideOuter(second)) : null,
    ].filter((a): a is AxisDrawing => a !== null);

    const gridAxis = leftAxis ?? rightAxis;
    const gridScale = leftAxis ? yLeft : yRight;
    const grid = (gridAxis?.ticks ?? []).map((tick) => ({ x1: plot.left, y1: gridScale(tick), x2: plot.right, y2: gridScale(tick) }));
    const showZero =
      leftAxis !== null &&
      leftAxis.domain[0] <= 0 &&
      leftAxis.domain[1] >= 0 &&
      (leftSeries.some((s) => s.format === 'signedPercent') || leftSeries.some((s) => data.some((row) => isNegative(row[s.key]))));
    const zeroLine = showZero ? { x1: plot.left, y1: yLeft(0), x2: plot.right, y2: yLeft(0) } : null;

    // Bars side by side in each category's band, in reading order.
    const barSeries = series.filter((s) => s.kind === 'bar');
    const { barPx, groupPx } = barSizes(band, barSeries.length);
    const bars = barSeries.map((s, k) => {
      const scale = scaleOf(s);
      const base = scale(baseOf(domainOf(s)));
      const order = rtl ? barSeries.length - 1 - k : k;
      const rects: Rect[] = [];
      data.forEach((row, i) => {
        const v = row[s.key];
        if (!isNumber(v)) return;
        const y = scale(v);
        rects.push({
          x: slots[i]! - groupPx / 2 + order * (barPx + BAR_GAP_PX),
          y: Math.min(y, base),
          width: barPx,
          height: Math.abs(base - y),
          row: i,
        });
      });
      return { series: s, rects };
    });

    const at = (s: SeriesSpec, i: number) => {
      const v = data[i]![s.key];
      return isNumber(v) && Number.isFinite(slots[i]!) ? { x: slots[i]!, y: scaleOf(s)(v) } : null;
    };
    const lines = series
      .filter((s) => s.kind === 'line')
      .map((s) => {
        const pts = data.map((_, i) => at(s, i));
        return {
          series: s,
          d: linePath(pts, s.step === true),
          dots: pts.flatMap((p, row) => (p ? [{ cx: p.x, cy: p.y, row }] : [])),
        };
      });
    const points = series
      .filter((s) => s.kind === 'scatter')
      .map((s) => ({ series: s, dots: data.flatMap((_, row) => (at(s, row) ? [{ cx: at(s, row)!.x, cy: at(s, row)!.y, row }] : [])) }));

    return { width, height, plot, grid, zeroLine, axes, bars, lines, points, slots, vertical: false };
  }

  function verticalGeometry(): Geometry {
    // Categories down the main side, bars running across from it.
    const valueRoom = (axis: ValueAxis | null) => {
      const last = axis?.ticks[axis.ticks.length - 1];
      return last === undefined ? 16 : roomForHalf(axis!.format(last));
    };
    const margin = { top: 8, bottom: 16 };
    const left = main === 'left' ? 4 + CATEGORY_AXIS_PX : 0;
    const right = main === 'right' ? 4 + CATEGORY_AXIS_PX : 0;
    // The value axis's ticks fit the plot's width; its far end has room for half its last label.
    const provisional = width - CATEGORY_AXIS_PX - 24;
    const axis = valueAxis(leftSeries, data, units, ticksAcross(provisional, rtl));
    const far = valueRoom(axis);
    const plot = {
      left: left || far,
      right: width - (right || far),
      top: margin.top,
      bottom: height - margin.bottom - X_AXIS_PX,
    };
    const domain = axis?.domain ?? [0, 1];
    const xScale = scaleLinear()
      .domain(domain)
      .range(rtl ? [plot.right, plot.left] : [plot.left, plot.right]);
    const indices = data.map((_, i) => i);
    const bandScale = scaleBand<number>().domain(indices).range([plot.top, plot.bottom]);
    const band = bandScale.bandwidth();
    const slots = indices.map((i) => bandScale(i)! + band / 2);

    const edge = main === 'left' ? plot.left : plot.right;
    const out = main === 'left' ? -1 : 1;
    const maxChars = Math.max(4, Math.floor((CATEGORY_AXIS_PX - TICK_PX - TICK_GAP_PX - 4) / TICK_CHAR_PX));
    const categoryAxis: AxisDrawing = {
      axis: 'y',
      side: main,
      line: { x1: edge, y1: plot.top, x2: edge, y2: plot.bottom },
      anchor: anchorFor(main, rtl),
      ticks: data.map((row, i) => ({
        x: edge + out * (TICK_PX + TICK_GAP_PX),
        y: slots[i]!,
        lines: wrapWords(xLabel(row[x.key]), maxChars).map(isolated),
        mark: { x1: edge, y1: slots[i]!, x2: edge + out * TICK_PX, y2: slots[i]! },
      })),
    };
    const valueAxisDrawing: AxisDrawing = {
      axis: 'x',
      side: 'bottom',
      line: { x1: plot.left, y1: plot.bottom, x2: plot.right, y2: plot.bottom },
      anchor: 'middle',
      ticks: (axis?.ticks ?? []).map((tick) => ({
        x: xScale(tick),
        y: plot.bottom + TICK_PX + TICK_GAP_PX,
        lines: [axis!.format(tick)],
        mark: { x1: xScale(tick), y1: plot.bottom, x2: xScale(tick), y2: plot.bottom + TICK_PX },
      })),
      title: axis?.title ? { x: (plot.left + plot.right) / 2, y: height - 4, text: axis.title, angle: 0 } : undefined,
    };
    const grid = (axis?.ticks ?? []).map((tick) => ({ x1: xScale(tick), y1: plot.top, x2: xScale(tick), y2: plot.bottom }));

    const barSeries = series.filter((s) => s.kind === 'bar');
    const { barPx, groupPx } = barSizes(band, barSeries.length);
    const base = xScale(baseOf(domain));
    const bars = barSeries.map((s, k) => ({
      series: s,
      rects: data.flatMap((row, i): Rect[] => {
        const v = row[s.key];
        if (!isNumber(v)) return [];
        const end = xScale(v);
        return [
          {
            x: Math.min(base, end),
            y: slots[i]! - groupPx / 2 + k * (barPx + BAR_GAP_PX),
            width: Math.abs(end - base),
            height: barPx,
            row: i,
          },
        ];
      }),
    }));
    return {
      width,
      height,
      plot,
      grid,
      zeroLine: null,
      axes: [categoryAxis, valueAxisDrawing],
      bars,
      lines: [],
      points: [],
      slots,
      vertical: true,
    };
  }
}
