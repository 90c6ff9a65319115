/**
 * Every chart of the app sits in a ChartFrame: a titled figure with a written description, a box of
 * explicit height (so the chart is never drawn at zero size, whatever the layout around it), a
 * keyboard-focusable drawing (Tab to it, arrow keys walk the tooltip), and a table of the same data one click away. The drawing is made when the figure comes
 * within a screen of the viewport (src/lib/use-near-viewport.ts): its box is there from the start.
 */
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport.ts';
import { useTranslation } from '../../lib/i18n/react.ts';
import { Skeleton } from '../states.tsx';
import { formatValue, localizeSpec, tooFewPoints, type ChartSpec, type ChartUnits } from './spec.ts';
import { useDisplay } from '../../lib/display.ts';
import { DataTable } from '../DataTable.tsx';
import { ChartDrawing, preloadCharts, takeDrawTurn } from './load-chart.tsx';
import { ChartLegend } from './ChartLegend.tsx';

type ChartRow = ChartSpec['data'][number];

/**
 * Whether the chart may be drawn, once `wanted`: its code is in and its turn has come
 * (load-chart.tsx `takeDrawTurn`: one chart's first draw per task). The drawing calls `drawn` once
 * it is on the page, handing the turn on; a frame gone before its drawing hands it on too.
 */
function useDrawingReady(wanted: boolean): [ready: boolean, drawn: () => void] {
  const [ready, setReady] = useState(false);
  const done = useRef<() => void>(noop);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    // A chunk that could not be fetched is asked for again when the chart next mounts.
    preloadCharts().then(
      () => {
        if (!live) return;
        const place = takeDrawTurn();
        done.current = place.done;
        return place.turn.then(() => (live ? setReady(true) : place.done()));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  useEffect(() => () => done.current(), []);
  const drawn = useCallback(() => done.current(), []);
  return [wanted && ready, drawn];
}

const noop = () => undefined;

/** Says, once mounted after a drawing (its effects run after the drawing's), that it is drawn. */
function OnDrawn({ drawn }: { drawn: () => void }) {
  useEffect(drawn, [drawn]);
  return null;
}

/**
 * The drawing's box heights as classes. A page the server draws with its data (the market pages'
 * first views: src/prerender.tsx) sends its charts' boxes as markup, where the CSP refuses a style
 * attribute (server/plugins/security.ts); a height not listed here is set through React's style
 * prop, which only the browser applies (for charts only the app draws: the registry's, sized by
 * its rows).
 */
const HEIGHT_CLASSES: Partial<Record<number, string>> = {
  190: 'h-[190px]',
  200: 'h-[200px]',
  220: 'h-[220px]',
  280: 'h-[280px]',
  300: 'h-[300px]',
  340: 'h-[340px]',
};

interface Props {
  title: string;
  /** What the chart shows, in a sentence; read by screen readers and shown under the title. */
  description: string;
  spec: ChartSpec;
  /** Height of the drawing in px. */
  height?: number;
  /** Shown in place of the drawing when there is nothing to draw. */
  emptyText?: string;
  /** Extra content under the chart (notes on the sample, sources). */
  footer?: ReactNode;
  /** Heading level of the title within the page. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function ChartFrame({ title, description, spec: given, height = 280, emptyText, footer, headingLevel = 3, className = '' }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  // Drawn once near the viewport: a page of charts costs a slow phone seconds of blocked input.
  const [drawRef, near, width] = useNearViewport<HTMLDivElement>();
  const [ready, drawn] = useDrawingReady(near);
  const drawing = useDeferredValue(ready);
  // Prices in the person's currency and per their area unit, in the drawing and the table alike.
  const display = useDisplay();
  const spec = useMemo(() => localizeSpec(given, display), [given, display]);
  const units: ChartUnits = display;
  const Heading = `h${headingLevel}` as const;
  const empty = spec.data.length === 0 || spec.series.length === 0;
  // One or two points: the figures themselves, not a line between two dots.
  const few = !empty && tooFewPoints(spec);

  return (
    <figure
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className={`min-w-0 rounded-lg border border-slate-200 bg-white p-4 ${className}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading id={`${id}-title`} className="text-base font-semibold text-slate-900">
            {title}
          </Heading>
          <p id={`${id}-desc`} className="mt-0.5 text-sm text-slate-600">
            {description}
          </p>
        </div>
        {!empty && !few && (
          <button
            type="button"
            className="shrink-0 rounded border border-slate-300 px-2.5 py-1 text-sm font-medium text-slate-700 hover:bg-slate-50"
            aria-expanded={showTable}
            aria-controls={`${id}-table`}
            onClick={() => setShowTable((s) => !s)}
          >
            {t(showTable ? 'widgets.charts.hideTable' : 'widgets.charts.showTable')}
          </button>
        )}
      </div>
      {few ? (
        <ChartFigures spec={spec} units={units} />
      ) : (
        /* The explicit height is what keeps the responsive chart from measuring 0 px, and keeps the
           page from shifting when a chart below the fold is drawn as it comes near. */
        <div
          ref={drawRef}
          className={`mt-3 w-full min-w-0 ${HEIGHT_CLASSES[height] ?? ''}`}
          style={HEIGHT_CLASSES[height] ? undefined : { height }}
          data-draw-pending={!empty && !drawing ? '' : undefined}
        >
          {empty ? (
            <div className="flex h-full items-center justify-center rounded border border-dashed border-slate-300 text-sm text-slate-600">
              {emptyText ?? t('widgets.charts.noData')}
            </div>
          ) : drawing ? (
            <>
              <ChartDrawing spec={spec} units={units} title={title} description={description} width={width} height={height} />
              <OnDrawn drawn={drawn} />
            </>
          ) : near ? (
            <Skeleton className="h-full w-full" />
          ) : (
            <div className="h-full w-full rounded bg-slate-50" />
          )}
        </div>
      )}
      {!empty && !few && spec.series.length > 1 && <ChartLegend series={spec.series} />}
      {showTable && !empty && !few && <ChartTable id={`${id}-table`} spec={spec} units={units} caption={title} />}
      {footer && <figcaption className="mt-2 text-xs text-slate-600">{footer}</figcaption>}
    </figure>
  );
}

/**
 * A chart with too few points to draw, as its figures: one block per row (month, category), each
 * series' value in full under its label.
 */
function ChartFigures({ spec, units }: { spec: ChartSpec; units: ChartUnits }) {
  const { t } = useTranslation();
  const { x, series, data } = spec;
  // English names the rows by the x axis ("Only 2 months of data"); other languages by count.
  const single = (x.rowNoun ?? x.label).toLowerCase();
  const noun = data.length === 1 || single.endsWith('s') ? single : `${single}s`;
  return (
    <div className="mt-3" data-testid="chart-figures">
      <p className="text-sm text-slate-600">{t('widgets.charts.fewPoints', { count: data.length, noun })}</p>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {data.map((row, i) => (
          <div key={i} className="rounded border border-slate-200 p-3">
            <p className="text-sm font-semibold text-slate-900">{formatValue(row[x.key], x.format, units)}</p>
            <dl>
              {series.map((s) => (
                <div key={s.key} className="mt-1 flex justify-between gap-3 text-sm">
                  <dt className="text-slate-600">{s.label}</dt>
                  <dd className="font-medium tabular-nums text-slate-900">{formatValue(row[s.key], s.format, units)}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The chart's data as a table: the x value, then one column per series, formatted in full. */
function ChartTable({ id, spec, units, caption }: { id?: string; spec: ChartSpec; units: ChartUnits; caption: string }) {
  const { t } = useTranslation();
  const { x, series, data } = spec;
  return (
    <div
      id={id}
      role="region"
      className="mt-3 max-h-80 overflow-auto rounded border border-slate-200"
      tabIndex={0}
      aria-label={t('widgets.charts.tableLabel', { caption })}
    >
      <DataTable
        columns={[
          {
            key: x.key,
            header: x.label,
            cell: (row) => formatValue(row[x.key], x.format, units),
            rowHeader: true,
            className: 'text-slate-800',
          },
          ...series.map((s) => ({
            key: s.key,
            header: s.label,
            cell: (row: ChartRow) => formatValue(row[s.key], s.format, units),
            numeric: true,
          })),
        ]}
        rows={data}
        rowKey={(_, i) => String(i)}
        caption={caption}
        headClassName="sticky top-0 bg-slate-50 text-slate-700"
      />
    </div>
  );
}
