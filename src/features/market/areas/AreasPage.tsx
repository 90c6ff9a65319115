/**
 * /market/areas: every community side by side, ranked by one figure ("1 bed under AED 1.5M,
 * highest yield first"). The figures come from the store (`/api/insights/areas`), which the
 * server collects in the background; each cell names its sample, and a place not collected yet
 * says so. Filters, the figure and the order live in the URL; the ranking downloads as CSV.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n/react.ts';
import {
  AREA_FIGURES,
  AREA_PROPERTY_TYPES,
  BEDROOM_CHOICES,
  PLACE_EMIRATES,
  type AreaFigure,
  type AreaRow,
} from '../../../contract/index.ts';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { ValueSelect, optionsOf } from '../../../components/form/index.ts';
import { EmptyState, ErrorState } from '../../../components/states.tsx';
import { useDisplay } from '../../../lib/display.ts';
import { bedroomLabel, formatDate, formatMonth, formatNumber, perAreaLabel } from '../../../lib/format.ts';
import { valueKey } from '../../../lib/i18n/value-sets.ts';
import { insightQuery } from '../../../lib/insights.ts';
import { Loading } from '../Loading.tsx';
import { MarketHeader } from '../MarketHeader.tsx';
import { areasQuery, chosenFigure, type AreasSearch } from './areas-search.ts';
import { formatFigure, formatYear, placeName } from './area-text.ts';
import { FIGURE_OF, areasCsv, rankBy, underPrice } from './figures.ts';
import { PriceCapField } from './PriceCapField.tsx';

const route = getRouteApi('/market/areas');
const DEFAULT_FIGURE: AreaFigure = 'grossYield';

export function AreasPage() {
  const { t } = useTranslation();
  const display = useDisplay();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const answer = useQuery(insightQuery('insights/areas', areasQuery(search)));
  const { figure, unknown } = chosenFigure(search, DEFAULT_FIGURE);
  const ascending = search.dir === 'asc';
  const set = (patch: Partial<typeof search>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });

  return (
    <section aria-labelledby="areas-title" className="space-y-5">
      <MarketHeader id="areas-title" title={t('areas.rankings.title')}>
        {t('areas.rankings.intro', { perArea: perAreaLabel(display) })}
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
        <PriceCapField value={search.price_max} onChange={(v) => set({ price_max: v })} />
        <ValueSelect
          label={t('areas.filters.rankBy')}
          className="w-56"
          value={figure}
          options={optionsOf(AREA_FIGURES, (v) => t(`areas.figures.${v}`))}
          onChange={(v) => set({ figure: v === DEFAULT_FIGURE ? undefined : v })}
        />
        <ValueSelect
          label={t('areas.filters.order')}
          className="w-40"
          value={ascending ? 'asc' : 'desc'}
          options={[
            { value: 'desc', label: t('areas.filters.highestFirst') },
            { value: 'asc', label: t('areas.filters.lowestFirst') },
          ]}
          onChange={(v) => set({ dir: v === 'asc' ? 'asc' : undefined })}
        />
      </div>
      {unknown !== null && (
        <p role="alert" className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t('areas.unknownFigure', { figure: unknown, fallback: t(`areas.figures.${figure}`) })}
        </p>
      )}
      {answer.isPending ? (
        <Loading label={t('areas.rankings.loading')} className="h-96 w-full" />
      ) : answer.isError ? (
        <ErrorState error={answer.error} what={t('areas.rankings.errorWhat')} onRetry={() => void answer.refetch()} />
      ) : (
        <Ranking
          rows={answer.data.places}
          figure={figure}
          ascending={ascending}
          priceMax={search.price_max}
          fileName={`areas-${search.emirate ?? 'uae'}-${search.property_type ?? 'apartment'}${search.bedrooms === undefined ? '' : `-${search.bedrooms}br`}.csv`}
          mapSearch={{ ...search, figure, dir: undefined }}
          onSort={(f) => set({ figure: f === DEFAULT_FIGURE ? undefined : f, dir: f === figure && !ascending ? 'asc' : undefined })}
        />
      )}
    </section>
  );
}

function Ranking({
  rows: all,
  figure,
  ascending,
  priceMax,
  fileName,
  onSort,
  mapSearch,
}: {
  rows: AreaRow[];
  figure: AreaFigure;
  ascending: boolean;
  priceMax: number | undefined;
  fileName: string;
  onSort: (figure: AreaFigure) => void;
  /** The same places on the market map. */
  mapSearch: AreasSearch;
}) {
  const { t } = useTranslation();
  const display = useDisplay();
  const capped = underPrice(all, priceMax);
  const rows = rankBy(capped.rows, figure, ascending);
  const perArea = perAreaLabel(display);
  const order = ascending ? t('areas.filters.lowestFirst') : t('areas.filters.highestFirst');

  const sample = (text: string) => <span className="block text-xs text-slate-600">{text}</span>;
  const notCollected = <span className="text-slate-600">{t('areas.sample.notCollected')}</span>;
  const value = (f: AreaFigure, row: AreaRow) => {
    const v = FIGURE_OF[f](row);
    return v === null ? '—' : formatFigure(f, v, display);
  };
  const sortable = (f: AreaFigure, label: string): Pick<Column<AreaRow>, 'header' | 'sort'> => ({
    sort: f === figure ? (ascending ? 'ascending' : 'descending') : 'none',
    header: (
      <button
        type="button"
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
        aria-label={t('areas.columns.sortBy', { figure: t(`areas.figures.${f}`) })}
        onClick={() => onSort(f)}
      >
        {label}
        {f === figure && <span aria-hidden="true">{ascending ? ' ↑' : ' ↓'}</span>}
      </button>
    ),
  });
  const listingCell = (f: 'askingPsf' | 'rentPsf', s: AreaRow['asking']) =>
    s === null ? (
      notCollected
    ) : (
      <>
        {s.sample === 0 ? t('areas.sample.noneInSample') : s.psf === null ? '—' : formatFigure(f, s.psf, display)}
        {sample(t('areas.sample.listings', { count: s.sample }))}
      </>
    );

  const columns: Column<AreaRow>[] = [
    {
      key: 'place',
      rowHeader: true,
      header: t('areas.columns.place'),
      cell: (r) => (
        <>
          <Link
            to="/market"
            search={{ location_id: r.id }}
            className="font-medium text-brand-700 hover:underline"
            aria-label={t('areas.openOverview', { place: placeName(r) })}
          >
            <span translate="no">{placeName(r)}</span>
          </Link>
          {r.emirate && sample(t(valueKey('developerLocation', r.emirate)))}
        </>
      ),
    },
    {
      key: 'asking',
      numeric: true,
      ...sortable('askingPsf', t('areas.columns.asking', { perArea })),
      cell: (r) => listingCell('askingPsf', r.asking),
    },
    {
      key: 'rent',
      numeric: true,
      ...sortable('rentPsf', t('areas.columns.rent', { perArea })),
      cell: (r) => listingCell('rentPsf', r.rent),
    },
    {
      key: 'yield',
      numeric: true,
      ...sortable('grossYield', t('areas.columns.grossYield')),
      cell: (r) =>
        r.grossYield ? (
          <>
            {value('grossYield', r)}
            {sample(t('areas.sample.yield', { sales: r.grossYield.saleSample, rents: r.grossYield.rentSample }))}
          </>
        ) : r.asking && r.rent ? (
          '—'
        ) : (
          notCollected
        ),
    },
    {
      key: 'level',
      numeric: true,
      ...sortable('priceLevel', t('areas.columns.priceLevel', { perArea })),
      cell: (r) =>
        r.priceLevel ? (
          <>
            {value('priceLevel', r)}
            {sample(formatMonth(`${r.priceLevel.to}-01`))}
          </>
        ) : (
          notCollected
        ),
    },
    {
      key: 'change',
      numeric: true,
      ...sortable('change12m', t('areas.columns.change12m')),
      cell: (r) =>
        r.priceLevel ? (
          <>
            {value('change12m', r)}
            {sample(t('areas.sample.months', { count: r.priceLevel.months }))}
          </>
        ) : (
          notCollected
        ),
    },
    {
      key: 'sales',
      numeric: true,
      ...sortable('salesCount', t('areas.columns.sales')),
      cell: (r) =>
        r.sales ? (
          <>
            {formatNumber(r.sales.count)}
            {sample(t(r.sales.complete ? 'areas.sample.salesHeld' : 'areas.sample.salesPartial', { from: formatDate(r.sales.from) }))}
          </>
        ) : (
          <span className="text-slate-600">{t('areas.sample.salesNotHeld')}</span>
        ),
    },
    {
      key: 'supply',
      numeric: true,
      ...sortable('supply', t('areas.columns.supply')),
      cell: (r) => {
        if (!r.supply) return notCollected;
        const years = r.supply.byYear;
        return (
          <>
            {formatNumber(r.supply.total)}
            {years.length > 0 &&
              sample(t('areas.sample.deliveries', { from: formatYear(years[0]!.year), to: formatYear(years.at(-1)!.year) }))}
          </>
        );
      },
    },
  ];

  const collected = {
    listings: all.filter((r) => r.asking && r.rent).length,
    levels: all.filter((r) => r.priceLevel).length,
    sales: all.filter((r) => r.sales).length,
  };
  const newest = all
    .map((r) => r.asking?.syncedAt ?? '')
    .sort()
    .at(-1);

  const download = () => {
    const url = URL.createObjectURL(new Blob([areasCsv(rows)], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    document.body.append(a);
    a.click();
    a.remove();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700" data-testid="areas-coverage">
        {collected.listings + collected.levels + collected.sales === 0
          ? t('areas.coverageNone', { places: all.length })
          : t('areas.coverage', { ...collected, places: all.length, readAt: newest ? formatDate(newest) : '—' })}
      </p>
      {capped.unknown > 0 && <p className="text-sm text-slate-700">{t('areas.priceUnknown', { count: capped.unknown })}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <Link to="/market/map" search={mapSearch} className="text-sm font-medium text-brand-700 hover:underline">
          {t('areas.rankings.openMap')}
        </Link>
        {rows.length >= 2 && (
          <Link
            to="/market/compare"
            search={{
              ids: rows
                .slice(0, 3)
                .map((r) => r.id)
                .join(','),
              property_type: mapSearch.property_type,
              bedrooms: mapSearch.bedrooms,
            }}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {t('areas.compare.top', { count: Math.min(3, rows.length) })}
          </Link>
        )}
        <button
          type="button"
          onClick={download}
          disabled={!rows.length}
          className="rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
        >
          {t('areas.rankings.download')}
        </button>
      </div>
      {rows.length === 0 ? (
        <EmptyState title={t('areas.rankings.empty')} />
      ) : (
        <ScrollRegion label={t('areas.rankings.caption', { figure: t(`areas.figures.${figure}`), order })}>
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(r) => r.id}
            caption={t('areas.rankings.caption', { figure: t(`areas.figures.${figure}`), order })}
            rowAttributes={(r) => ({ 'data-place': r.id })}
          />
        </ScrollRegion>
      )}
    </div>
  );
}
