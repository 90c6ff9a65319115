/**
 * /market/compare?ids=…: two to four places side by side: their price levels per month as one
 * chart (a line each), and every area figure in a table with its sample and window. The ids,
 * property type and bedrooms live in the URL, so the address is the comparison to share. Of a link
 * naming too many places, or something that is not a place id, the places that can be read are
 * kept, and the link's notice names what was left out (areas-search.ts).
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n/react.ts';
import { useDeferredValue, type ReactNode } from 'react';
import { AREA_PROPERTY_TYPES, BEDROOM_CHOICES, type AreaFigure, type AreaPropertyType, type AreaRow } from '../../../contract/index.ts';
import { ChartFrame } from '../../../components/charts/ChartFrame.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { LocationAutocomplete } from '../../../components/LocationAutocomplete.tsx';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { ValueSelect, optionsOf } from '../../../components/form/index.ts';
import { EmptyState, ErrorState } from '../../../components/states.tsx';
import { useDisplay } from '../../../lib/display.ts';
import { bedroomLabel, formatDate, formatMoney, formatMonth, formatNumber, perAreaLabel } from '../../../lib/format.ts';
import { valueKey } from '../../../lib/i18n/value-sets.ts';
import { insightQuery } from '../../../lib/insights.ts';
import { Loading } from '../Loading.tsx';
import { MarketHeader } from '../MarketHeader.tsx';
import { seriesLabel } from '../series.ts';
import { figureSample, formatFigure, formatYear, placeName } from './area-text.ts';
import { FIGURE_OF } from './figures.ts';
import { MAX_COMPARED, MIN_COMPARED } from './areas-search.ts';
import { compareTrendSpec } from './compare.ts';

const route = getRouteApi('/market/compare');

export function CompareAreasPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const ids = search.ids ? search.ids.split(',') : [];
  const set = (patch: Partial<typeof search>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const setIds = (next: string[]) => set({ ids: next.length ? next.join(',') : undefined });
  // Deferred: the comparison arriving (its table and charts) is drawn in slices, not in the one
  // task React gives a query's update (src/lib/drawn-deferred.tsx says why).
  const answer = useDeferredValue(
    useQuery({
      ...insightQuery('insights/areas', { ids: ids.join(','), property_type: search.property_type, bedrooms: search.bedrooms }),
      enabled: ids.length > 0,
    }),
  );
  const rows = answer.data?.places ?? [];

  return (
    <section aria-labelledby="compare-title" className="space-y-5">
      <MarketHeader id="compare-title" title={t('areas.compare.title')}>
        {t('areas.compare.intro')}
      </MarketHeader>
      <div className="flex flex-wrap items-end gap-4">
        {ids.length < MAX_COMPARED ? (
          <LocationAutocomplete
            className="w-full max-w-md"
            label={t('areas.compare.add')}
            value={null}
            onChange={(picked) => {
              if (picked && !ids.includes(picked.id)) setIds([...ids, picked.id]);
            }}
          />
        ) : (
          <p className="text-sm text-slate-700">{t('areas.compare.full', { max: MAX_COMPARED })}</p>
        )}
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
      </div>
      {ids.length > 0 && (
        <ul aria-label={t('areas.compare.places')} className="flex flex-wrap gap-2">
          {ids.map((id) => {
            const row = rows.find((r) => r.id === id);
            const name = row ? placeName(row) : id;
            return (
              <li key={id} className="flex items-center gap-1 rounded-full border border-slate-300 bg-white py-1 ps-3 pe-1 text-sm">
                <span translate="no">{name}</span>
                <button
                  type="button"
                  className="flex size-6 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
                  aria-label={t('areas.compare.remove', { place: name })}
                  onClick={() => setIds(ids.filter((x) => x !== id))}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {ids.length < MIN_COMPARED ? (
        <EmptyState title={t('areas.compare.chooseMore', { max: MAX_COMPARED })} />
      ) : answer.isPending ? (
        <Loading label={t('areas.compare.loading')} className="h-96 w-full" />
      ) : answer.isError ? (
        <ErrorState error={answer.error} what={t('areas.compare.errorWhat')} onRetry={() => void answer.refetch()} />
      ) : (
        <Comparison rows={rows} propertyType={search.property_type ?? 'apartment'} bedrooms={search.bedrooms} />
      )}
    </section>
  );
}

function Comparison({ rows, propertyType, bedrooms }: { rows: AreaRow[]; propertyType: AreaPropertyType; bedrooms: number | undefined }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const trends = useQueries({
    queries: rows.map((r) => insightQuery('insights/price-trend', { location_id: r.id, property_type: propertyType })),
  });
  const spec = compareTrendSpec(
    rows.map((r, i) => ({ id: r.id, name: placeName(r), points: trends[i]?.data?.data ?? [] })),
    bedrooms,
    seriesLabel('month'),
  );
  const perArea = perAreaLabel(display);
  const notCollected = t('areas.sample.notCollected');
  const small = (text: string | null) => text && <span className="block text-xs text-slate-600">{text}</span>;
  type Line = { key: string; label: string; cell: (r: AreaRow) => ReactNode };
  /** A figure with its sample under it, or that it is not collected. */
  const figure = (f: AreaFigure) => (r: AreaRow) => {
    const sample = figureSample(f, r);
    if (sample === null) return notCollected;
    const v = FIGURE_OF[f](r);
    return (
      <>
        {v === null ? '—' : formatFigure(f, v, display)}
        {small(sample)}
      </>
    );
  };
  const lines: Line[] = [
    { key: 'askingPsf', label: t('areas.figures.askingPsf'), cell: figure('askingPsf') },
    {
      key: 'askingMedian',
      label: t('areas.compare.medianAsking'),
      cell: (r) =>
        r.asking ? (
          <>
            {formatMoney(r.asking.median, display)}
            {small(t('areas.sample.listings', { count: r.asking.sample }))}
          </>
        ) : (
          notCollected
        ),
    },
    { key: 'rentPsf', label: t('areas.figures.rentPsf'), cell: figure('rentPsf') },
    {
      key: 'rentMedian',
      label: t('areas.compare.medianRent'),
      cell: (r) =>
        r.rent ? (
          <>
            {formatMoney(r.rent.median, display)}
            {small(t('areas.sample.listings', { count: r.rent.sample }))}
          </>
        ) : (
          notCollected
        ),
    },
    { key: 'yield', label: t('areas.figures.grossYield'), cell: figure('grossYield') },
    {
      key: 'level',
      label: t('areas.figures.priceLevel'),
      cell: (r) =>
        r.priceLevel ? (
          <>
            {figure('priceLevel')(r)}
            {small(t('areas.compare.window', { from: formatMonth(`${r.priceLevel.from}-01`), to: formatMonth(`${r.priceLevel.to}-01`) }))}
          </>
        ) : (
          notCollected
        ),
    },
    { key: 'change', label: t('areas.figures.change12m'), cell: figure('change12m') },
    {
      key: 'sales',
      label: t('areas.figures.salesCount'),
      cell: (r) =>
        r.sales ? (
          <>
            {formatNumber(r.sales.count)} · {formatMoney(r.sales.median, display)}
            {small(t('areas.compare.window', { from: formatDate(r.sales.from), to: formatDate(r.sales.to) }))}
          </>
        ) : (
          t('areas.sample.salesNotHeld')
        ),
    },
    {
      key: 'supply',
      label: t('areas.figures.supply'),
      cell: (r) =>
        r.supply ? (
          <>
            {formatNumber(r.supply.total)}
            {small(r.supply.byYear.map((y) => `${formatYear(y.year)}: ${formatNumber(y.projects)}`).join(' · '))}
          </>
        ) : (
          notCollected
        ),
    },
  ];

  return (
    <div className="space-y-5">
      <ChartFrame
        title={t('areas.compare.trendTitle')}
        description={t('areas.compare.trendDescription', { perArea })}
        spec={spec}
        emptyText={t('areas.compare.trendEmpty')}
        headingLevel={2}
      />
      <ScrollRegion label={t('areas.compare.figures')}>
        <DataTable
          caption={t('areas.compare.figures')}
          columns={[
            { key: 'figure', rowHeader: true, header: t('areas.compare.figure'), cell: (l: Line) => l.label },
            ...rows.map((r) => ({
              key: r.id,
              header: <span translate="no">{placeName(r)}</span>,
              numeric: true,
              cell: (l: Line) => l.cell(r),
            })),
          ]}
          rows={lines}
          rowKey={(l) => l.key}
        />
      </ScrollRegion>
    </div>
  );
}
