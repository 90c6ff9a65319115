/**
 * /market/map: every community as a labelled circle on the offline basemap, coloured by the
 * figure chosen (five quantile classes, a legend with their ranges), with a table of the same
 * figures beside it. The filters and the figure live in the URL (the rankings' search); a circle
 * or a table row opens the place's market overview.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/react.ts';
import {
  AREA_FIGURES,
  AREA_PROPERTY_TYPES,
  BEDROOM_CHOICES,
  PLACE_EMIRATES,
  type AreaFigure,
  type AreaRow,
} from '../../../contract/index.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { ValueSelect, optionsOf } from '../../../components/form/index.ts';
import { AreaMapPanel } from '../../../components/map/AreaMapPanel.tsx';
import { EmptyState, ErrorState } from '../../../components/states.tsx';
import { useDisplay } from '../../../lib/display.ts';
import { bedroomLabel } from '../../../lib/format.ts';
import { valueKey } from '../../../lib/i18n/value-sets.ts';
import { insightQuery } from '../../../lib/insights.ts';
import { Loading } from '../Loading.tsx';
import { MarketHeader } from '../MarketHeader.tsx';
import { areasQuery, chosenFigure } from './areas-search.ts';
import { figurePhrase, figureSample, formatFigure, placeName } from './area-text.ts';
import { NO_DATA, colourScale } from './colour-scale.ts';
import { FIGURE_OF, rankBy, underPrice } from './figures.ts';

const route = getRouteApi('/market/map');
const DEFAULT_FIGURE: AreaFigure = 'askingPsf';
/** What a circle announces besides the chosen figure. */
const ALSO_SAID: readonly AreaFigure[] = ['askingPsf', 'grossYield', 'change12m', 'supply'];

export function MarketMapPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const answer = useQuery(insightQuery('insights/areas', areasQuery(search)));
  const { figure, unknown } = chosenFigure(search, DEFAULT_FIGURE);
  const set = (patch: Partial<typeof search>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });

  return (
    <section aria-labelledby="map-title" className="space-y-5">
      <MarketHeader id="map-title" title={t('areas.map.title')}>
        {t('areas.map.intro')}
      </MarketHeader>
      <div className="flex flex-wrap items-end gap-4">
        <ValueSelect
          label={t('areas.filters.emirate')}
          className="w-48"
          value={search.emirate}
          anyLabel={t('areas.filters.allEmirates')}
          options={optionsOf(PLACE_EMIRATES, (v) => t(valueKey('developerLocation', v)))}
          onChange={(v) => set({ emirate: v })}
        />
        <ValueSelect
          label={t('areas.filters.propertyType')}
          className="w-40"
          value={search.property_type ?? 'apartment'}
          options={optionsOf(AREA_PROPERTY_TYPES, (v) => t(valueKey('propertyType', v)))}
          onChange={(v) => set({ property_type: v === 'apartment' ? undefined : v })}
        />
        <ValueSelect
          label={t('areas.filters.bedrooms')}
          className="w-32"
          value={search.bedrooms === undefined ? undefined : String(search.bedrooms)}
          anyLabel={t('areas.filters.anyBedrooms')}
          options={BEDROOM_CHOICES.map((b) => ({ value: String(b), label: bedroomLabel(b) }))}
          onChange={(v) => set({ bedrooms: v === undefined ? undefined : Number(v) })}
        />
        <ValueSelect
          label={t('areas.map.colourBy')}
          className="w-56"
          value={figure}
          options={optionsOf(AREA_FIGURES, (v) => t(`areas.figures.${v}`))}
          onChange={(v) => set({ figure: v === DEFAULT_FIGURE ? undefined : v })}
        />
        <Link to="/market/areas" search={{ ...search, figure }} className="pb-2 text-sm font-medium text-brand-700 hover:underline">
          {t('areas.map.rankings')}
        </Link>
      </div>
      {unknown !== null && (
        <p role="alert" className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t('areas.unknownFigure', { figure: unknown, fallback: t(`areas.figures.${figure}`) })}
        </p>
      )}
      {answer.isPending ? (
        <Loading label={t('areas.map.loading')} className="h-[28rem] w-full" />
      ) : answer.isError ? (
        <ErrorState error={answer.error} what={t('areas.rankings.errorWhat')} onRetry={() => void answer.refetch()} />
      ) : (
        <PlacesMap rows={underPrice(answer.data.places, search.price_max).rows} figure={figure} fitKey={search.emirate ?? 'all'} />
      )}
    </section>
  );
}

function PlacesMap({ rows: all, figure, fitKey }: { rows: AreaRow[]; figure: AreaFigure; fitKey: string }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const navigate = useNavigate();
  const rows = useMemo(() => all.filter((r) => r.lat !== null && r.lon !== null), [all]);
  const scale = useMemo(() => colourScale(rows, figure), [rows, figure]);
  const figureName = t(`areas.figures.${figure}`);
  // Highest figure first: their names have the right of way on the map.
  const places = useMemo(
    () =>
      rankBy(rows, figure).map((r) => {
        const value = FIGURE_OF[figure](r);
        return {
          id: r.id,
          lat: r.lat!,
          lon: r.lon!,
          name: placeName(r),
          value: value === null ? '—' : formatFigure(figure, value, display),
          colour: scale.colourOf(r),
        };
      }),
    [rows, figure, scale, display],
  );
  // What each circle announces: four figures with their samples, for some 70 places, is about 550
  // lookups of words, 30-40 ms on a throttled phone. They are written in a render of their own
  // after the first (a deferred value), so the page and its map do not wait for them; until then a
  // circle announces its name and figure.
  const describing = useDeferredValue(true, false);
  const descriptions = useMemo(() => {
    if (!describing) return null;
    const said = (r: AreaRow) => [figure, ...ALSO_SAID.filter((f) => f !== figure)].map((f) => figurePhrase(f, r, display)).join('; ');
    return new Map(rows.map((r) => [r.id, `${placeName(r)}: ${said(r)}`]));
  }, [describing, rows, figure, display]);
  if (!rows.length) return <EmptyState title={t('areas.map.noPlaces')} />;
  const ranked = rankBy(rows, figure);
  const open = (id: string) => void navigate({ to: '/market', search: { location_id: id } });

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-3">
        <AreaMapPanel
          className="h-[28rem] overflow-hidden rounded-lg border border-slate-200 lg:h-[36rem]"
          places={places}
          descriptions={descriptions}
          onOpen={open}
          label={t('areas.map.label', { figure: figureName })}
          fitKey={fitKey}
          skipTo="area-map-table"
          skipLabel={t('areas.map.skip')}
        />
        <Legend figure={figure} scale={scale} />
      </div>
      <div id="area-map-table" tabIndex={-1} className="max-h-[36rem] overflow-y-auto rounded-lg border border-slate-200 bg-white">
        <DataTable
          columns={[
            {
              key: 'place',
              rowHeader: true,
              header: t('areas.columns.place'),
              cell: (r) => (
                <Link
                  to="/market"
                  search={{ location_id: r.id }}
                  className="text-brand-700 hover:underline"
                  aria-label={t('areas.openOverview', { place: placeName(r) })}
                >
                  <span
                    aria-hidden="true"
                    className="me-2 inline-block size-3 rounded-full border border-slate-700 align-middle"
                    style={{ background: scale.colourOf(r) }}
                  />
                  <span translate="no">{placeName(r)}</span>
                </Link>
              ),
            },
            {
              key: 'figure',
              numeric: true,
              header: figureName,
              cell: (r) => {
                const value = FIGURE_OF[figure](r);
                const sample = figureSample(figure, r);
                return (
                  <>
                    {sample === null ? t('areas.sample.notCollected') : value === null ? '—' : formatFigure(figure, value, display)}
                    {sample !== null && <span className="block text-xs text-slate-600">{sample}</span>}
                  </>
                );
              },
            },
          ]}
          rows={ranked}
          rowKey={(r) => r.id}
          caption={t('areas.map.tableCaption', { figure: figureName })}
          rowAttributes={(r) => ({ 'data-place': r.id })}
        />
      </div>
    </div>
  );
}

function Legend({ figure, scale }: { figure: AreaFigure; scale: ReturnType<typeof colourScale> }) {
  const { t } = useTranslation();
  const display = useDisplay();
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-3 text-sm" aria-labelledby="area-legend">
      <figcaption id="area-legend" className="font-medium">
        {t('areas.map.legend', { figure: t(`areas.figures.${figure}`) })}
      </figcaption>
      <p className="text-xs text-slate-600">{t('areas.map.scale')}</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {scale.classes.map((c) => (
          <li key={c.colour} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-full border border-slate-700"
              style={{ background: c.colour }}
            />
            <span className="tabular-nums">
              {formatFigure(figure, c.from, display)} – {formatFigure(figure, c.to, display)}
            </span>
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-full border border-slate-700" style={{ background: NO_DATA }} />
          {t('areas.map.legendNone')}
        </li>
      </ul>
    </figure>
  );
}
