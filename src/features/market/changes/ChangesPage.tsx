/**
 * /market/changes: what changed in a place as Dar saw it (`/api/insights/listing-changes`): new
 * listings and asking prices reduced in the last days, the largest drops first, filterable like a
 * search, with the CSV of every row. The figures name their sample: the listings Dar has seen in
 * the place and since when, never "the market". Every filter lives in the URL.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n/react.ts';
import {
  COM_TYPES,
  LISTING_CHANGE_KINDS,
  LISTING_SEARCHES,
  RES_TYPES,
  type InsightAnswerOf,
  type ListingSearch,
} from '../../../contract/index.ts';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { EmptyState, ErrorState } from '../../../components/states.tsx';
import { ValueSelect, optionsOf } from '../../../components/form/index.ts';
import { useNamedLocation } from '../../../components/location-name.ts';
import { useDisplay } from '../../../lib/display.ts';
import { bedroomLabel, formatDate, formatMoneyCompact, formatPercent, formatPeriodSuffix, formatPrice } from '../../../lib/format.ts';
import { formatDaysAgo } from '../../../lib/format-relative.ts';
import { readingI18n } from '../../../lib/i18n/reading.ts';
import { valueKey } from '../../../lib/i18n/value-sets.ts';
import { insightQuery, insightUrl } from '../../../lib/insights.ts';
import { LocationPicker } from '../LocationPicker.tsx';
import { Loading } from '../Loading.tsx';
import { MarketHeader } from '../MarketHeader.tsx';
import { SegmentedField } from '../controls.tsx';

const route = getRouteApi('/market/changes');
const DAY_CHOICES = [1, 7, 30, 90] as const;
const BEDROOMS = [0, 1, 2, 3, 4, 5, 6, 7] as const;

type Row = InsightAnswerOf<'insights/listing-changes'>['listings'][number];

/** The search words of each kind (the value sets' category labels). */
const CATEGORY_OF: Record<ListingSearch, 'residential_sale' | 'residential_rent' | 'commercial_sale' | 'commercial_rent'> = {
  buy: 'residential_sale',
  rent: 'residential_rent',
  'commercial-buy': 'commercial_sale',
  'commercial-rent': 'commercial_rent',
};

export function ChangesPage() {
  const { t } = useTranslation();
  const query = route.useSearch();
  const navigate = route.useNavigate();
  const place = useNamedLocation(query.location_id);
  const changes = useQuery({ ...insightQuery('insights/listing-changes', query), enabled: Boolean(query.location_id) });
  const search = query.search ?? 'buy';
  const commercial = search.startsWith('commercial');
  const types = commercial ? COM_TYPES : RES_TYPES;
  const set = (patch: Partial<typeof query>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });

  return (
    <section aria-labelledby="changes-title" className="space-y-5">
      <MarketHeader id="changes-title" title={t('market.changes.title')}>
        {t('market.changes.intro')}
      </MarketHeader>
      <div className="flex flex-wrap items-end gap-4">
        <LocationPicker className="w-full max-w-md" place={place} onPick={(id) => set({ location_id: id })} />
        <ValueSelect
          label={t('market.changes.search')}
          className="w-60"
          value={search}
          options={optionsOf(LISTING_SEARCHES, (v) => t(valueKey('category', CATEGORY_OF[v])))}
          onChange={(v) => set({ search: v, property_type: undefined })}
        />
        <ValueSelect
          label={t('market.changes.days')}
          className="w-44"
          value={String(query.days ?? 7)}
          options={DAY_CHOICES.map((d) => ({ value: String(d), label: t('market.changes.daysOption', { count: d }) }))}
          onChange={(v) => set({ days: Number(v) })}
        />
        <ValueSelect
          label={t('market.changes.propertyType')}
          className="w-52"
          value={query.property_type && (types as readonly string[]).includes(query.property_type) ? query.property_type : undefined}
          anyLabel={t('market.filters.anyType')}
          options={optionsOf(types, (v) => t(valueKey('propertyType', v)))}
          onChange={(v) => set({ property_type: v || undefined })}
        />
        {!commercial && (
          <ValueSelect
            label={t('market.changes.bedrooms')}
            className="w-36"
            value={query.bedrooms === undefined ? undefined : String(query.bedrooms)}
            anyLabel={t('market.filters.any')}
            options={BEDROOMS.map((b) => ({ value: String(b), label: bedroomLabel(b) }))}
            onChange={(v) => set({ bedrooms: v === undefined ? undefined : Number(v) })}
          />
        )}
      </div>
      <SegmentedField
        legend={t('market.changes.change')}
        value={query.change ?? 'all'}
        options={optionsOf(LISTING_CHANGE_KINDS, (v) => t(`market.changes.kind.${v}`))}
        onChange={(v) => set({ change: v })}
      />
      {!query.location_id ? (
        <EmptyState title={t('market.changes.chooseTitle')}>{t('market.changes.chooseHint')}</EmptyState>
      ) : changes.isPending ? (
        <Loading label={t('market.changes.loading')} className="h-64 w-full" />
      ) : changes.isError ? (
        <ErrorState error={changes.error} what={t('market.changes.errorWhat')} onRetry={() => void changes.refetch()} />
      ) : changes.data.watchedSince === null ? (
        <EmptyState title={t('market.changes.neverTitle')}>{t('market.changes.neverHint')}</EmptyState>
      ) : (
        <ChangesResults
          answer={changes.data}
          csvHref={insightUrl('insights/listing-changes.csv', {
            ...query,
            // Arabic column names when read in Arabic (the rows are the same), as the transactions CSV.
            lang: readingI18n().resolvedLanguage === 'ar' ? 'ar' : undefined,
          })}
        />
      )}
    </section>
  );
}

function ChangesResults({ answer, csvHref }: { answer: InsightAnswerOf<'insights/listing-changes'>; csvHref: string }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const columns: Column<Row>[] = [
    {
      key: 'listing',
      header: t('market.changes.colListing'),
      rowHeader: true,
      cell: (r) => (
        <Link to="/property/$propertyId" params={{ propertyId: r.id }} className="text-brand-800 hover:underline">
          <bdi translate="no">{r.title ?? t('market.changes.untitled', { id: r.id })}</bdi>
          {r.address && (
            <span className="block text-xs text-slate-600">
              <bdi translate="no">{r.address}</bdi>
            </span>
          )}
        </Link>
      ),
    },
    {
      key: 'change',
      header: t('market.changes.colChange'),
      cell: (r) =>
        r.change?.direction === 'reduced' ? (
          <span className="text-emerald-900" data-testid="change-reduced">
            {t('market.changes.reduced', {
              percent: formatPercent(r.change.percent / 100, r.change.percent < 1 ? 1 : 0),
              from: `${formatMoneyCompact(r.change.from, display)}${formatPeriodSuffix(r.change.period)}`,
              to: `${formatMoneyCompact(r.change.to, display)}${formatPeriodSuffix(r.change.period)}`,
              when: formatDaysAgo(r.change.at),
            })}
          </span>
        ) : (
          <span className="font-semibold text-blue-900" data-testid="change-new">
            {t('market.changes.new')}
          </span>
        ),
    },
    {
      key: 'price',
      header: t('market.changes.colPrice'),
      numeric: true,
      cell: (r) => formatPrice(r.price ? { ...r.price, is_hidden: false } : null, display),
    },
    { key: 'seen', header: t('market.changes.colSeen'), numeric: true, cell: (r) => formatDate(r.firstSeenAt) },
  ];
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700" aria-live="polite" data-testid="changes-sample">
        {t('market.changes.sample', { count: answer.listingsSeen, date: formatDate(answer.watchedSince) })}{' '}
        {t('market.changes.found', { count: answer.total })}{' '}
        {answer.total > answer.listings.length && t('market.changes.shown', { shown: answer.listings.length })}
      </p>
      <p>
        <a href={csvHref} download className="text-sm font-medium text-brand-800 underline">
          {t('market.changes.csv')}
        </a>
      </p>
      {answer.listings.length === 0 ? (
        <EmptyState title={t('market.changes.emptyTitle')}>{t('market.changes.emptyHint')}</EmptyState>
      ) : (
        <ScrollRegion label={t('market.changes.table')}>
          <DataTable
            columns={columns}
            rows={answer.listings}
            rowKey={(r) => r.id}
            caption={t('market.changes.table')}
            rowAttributes={(r) => ({ 'data-id': r.id })}
          />
        </ScrollRegion>
      )}
    </div>
  );
}
